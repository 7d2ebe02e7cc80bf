import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CharactersQueues } from '@storystump/contracts';
import { JobQueues, ProcessesJobs } from '@storystump/service-kit';
import { CHARACTERS_CONFIG, type CharactersConfig } from '../characters-config.js';
import { VisitRetention } from './visit-retention.js';

const HOURLY = 60 * 60 * 1000;

/** Every hour, visits past the retention period are unlinked from their characters. */
@Injectable()
export class VisitRetentionProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(VisitRetentionProcessor.name);

  constructor(
    private readonly retention: VisitRetention,
    private readonly jobs: JobQueues,
    @Inject(CHARACTERS_CONFIG) private readonly config: CharactersConfig,
  ) {}

  /** One schedule for every copy of the service: declaring it again only updates it. */
  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(CharactersQueues.forgetOldVisits, 'forget-old-visits', { every: HOURLY }, {});
  }

  @ProcessesJobs(CharactersQueues.forgetOldVisits)
  async forgetOldVisits(): Promise<{ unlinked: number }> {
    const unlinked = await this.retention.forgetOlderThan(this.config.visitRetentionMonths);
    if (unlinked)
      this.logger.log(`${unlinked} visit(s) past ${this.config.visitRetentionMonths} months unlinked from their characters`);
    return { unlinked };
  }
}
