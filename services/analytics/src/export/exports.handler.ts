import { Controller } from '@nestjs/common';
import { AnalyticsSubjects, type DateRangeQuery, type Envelope } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { EventExports } from './event-exports.js';

@Controller()
export class ExportsHandler {
  constructor(private readonly exports: EventExports) {}

  @Handles(AnalyticsSubjects.openExport)
  open({ ctx, input }: Envelope<DateRangeQuery>) {
    return this.exports.start(ctx, input);
  }
}
