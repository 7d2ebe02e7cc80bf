import { Controller } from '@nestjs/common';
import { AnalyticsSubjects, type Envelope, type EventsQuery } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { EventsService } from './events.service.js';

@Controller()
export class EventsHandler {
  constructor(private readonly events: EventsService) {}

  @Handles(AnalyticsSubjects.events)
  list({ ctx, input }: Envelope<EventsQuery>) {
    return this.events.list(ctx, input);
  }
}
