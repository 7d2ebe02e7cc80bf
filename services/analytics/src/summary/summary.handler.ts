import { Controller } from '@nestjs/common';
import { AnalyticsSubjects, type DateRangeQuery, type Envelope } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { SummaryService } from './summary.service.js';

@Controller()
export class SummaryHandler {
  constructor(private readonly summaries: SummaryService) {}

  @Handles(AnalyticsSubjects.summary)
  summary({ ctx, input }: Envelope<DateRangeQuery>) {
    return this.summaries.summary(ctx, input);
  }
}
