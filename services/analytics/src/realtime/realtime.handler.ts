import { Controller } from '@nestjs/common';
import { AnalyticsSubjects, type Envelope } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { RealtimeService } from './realtime.service.js';

@Controller()
export class RealtimeHandler {
  constructor(private readonly realtime: RealtimeService) {}

  @Handles(AnalyticsSubjects.realtime)
  now({ ctx }: Envelope<unknown>) {
    return this.realtime.now(ctx);
  }
}
