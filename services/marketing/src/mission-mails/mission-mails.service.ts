import { Inject, Injectable } from '@nestjs/common';
import { CharactersEvents, type MissionCompletedEvent } from '@storystump/contracts';
import { ConsumesEvent } from '@storystump/service-kit';
import { Mailer } from '../mail/mailer.js';
import { MARKETING_CONFIG, type MarketingConfig } from '../marketing-config.js';
import { missionFinishedMail } from './mission-finished-mail.js';

/** Mails a family when one of its characters finishes a mission, unless it turned these mails off (then no one is named). */
@Injectable()
export class MissionMailsService {
  constructor(
    private readonly mailer: Mailer,
    @Inject(MARKETING_CONFIG) private readonly config: MarketingConfig,
  ) {}

  @ConsumesEvent(CharactersEvents.missionCompleted, { name: 'mail-finished-missions' })
  async missionCompleted(finished: MissionCompletedEvent): Promise<void> {
    const family = finished.family;
    if (!family) return;
    const diaryUrl = `${this.config.publicUrl}/account/characters/${encodeURIComponent(finished.characterId)}`;
    await this.mailer.send(missionFinishedMail({ ...finished, family }, diaryUrl, `${this.config.publicUrl}/account`));
  }
}
