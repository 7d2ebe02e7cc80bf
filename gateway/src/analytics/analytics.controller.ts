import { Controller, Req } from '@nestjs/common';
import { AnalyticsRoutes, TrackAccepted } from '@storystump/contracts';
import type { FastifyRequest } from 'fastify';
import { Replies } from '../docs/replies.js';
import { Declared } from '../routes/declared.decorator.js';
import { TrackedEventsPublisher } from './tracked-events.publisher.js';

@Controller()
export class AnalyticsController {
  constructor(private readonly publisher: TrackedEventsPublisher) {}

  /** An event from the browser's tracker (JSON, or a beacon's text/plain). 202 once it is safely queued. */
  @Declared(AnalyticsRoutes.track)
  @Replies({ json: TrackAccepted, description: 'Safely queued' })
  track(@Req() request: FastifyRequest) {
    return this.publisher.track(request);
  }
}
