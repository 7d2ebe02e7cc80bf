import { Inject, Injectable } from '@nestjs/common';
import { AnalyticsPrivacyOps, type AnalyticsRetentionFacts } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../analytics-config.js';

/** For the privacy notice: how long single page-analytics events are kept, from this service's setting. */
@Injectable()
export class AnalyticsRetentionFactsService {
  constructor(@Inject(ANALYTICS_CONFIG) private readonly config: AnalyticsConfig) {}

  @Handles(AnalyticsPrivacyOps.retention)
  retention(): AnalyticsRetentionFacts {
    return { analyticsMonths: this.config.retentionMonths };
  }
}
