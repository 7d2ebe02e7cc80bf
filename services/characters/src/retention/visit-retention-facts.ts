import { Inject, Injectable } from '@nestjs/common';
import { CharacterPrivacyOps, type VisitRetentionFacts } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { CHARACTERS_CONFIG, type CharactersConfig } from '../characters-config.js';

/** For the privacy notice: how long a visit stays linked to its character, from this service's setting. */
@Injectable()
export class VisitRetentionFactsService {
  constructor(@Inject(CHARACTERS_CONFIG) private readonly config: CharactersConfig) {}

  @Handles(CharacterPrivacyOps.retention)
  retention(): VisitRetentionFacts {
    return { visitMonths: this.config.visitRetentionMonths };
  }
}
