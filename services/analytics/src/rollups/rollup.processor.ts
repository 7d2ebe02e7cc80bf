import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AnalyticsQueues } from '@storystump/contracts';
import { JobQueues, ProcessesJobs } from '@storystump/service-kit';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../analytics-config.js';
import { EventPartitions } from '../events/event-partitions.js';
import { EventRollup } from './event-rollup.js';

/** On a schedule shared by every copy of the service: roll up the pending events, then drop expired months. */
@Injectable()
export class RollupProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(RollupProcessor.name);

  constructor(
    private readonly rollup: EventRollup,
    private readonly partitions: EventPartitions,
    private readonly jobs: JobQueues,
    @Inject(ANALYTICS_CONFIG) private readonly config: AnalyticsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(AnalyticsQueues.rollup, 'analytics-rollup', { every: this.config.rollupEveryMs }, {});
  }

  @ProcessesJobs(AnalyticsQueues.rollup)
  async run(): Promise<{ events: number; days: string[]; dropped: string[] }> {
    const rolled = await this.rollup.rollPending();
    const dropped = await this.partitions.dropOlderThan(this.config.retentionMonths);
    if (dropped.length) this.logger.log(`Dropped raw events past the retention: ${dropped.join(', ')}`);
    return { ...rolled, dropped };
  }
}
