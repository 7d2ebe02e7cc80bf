import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JetStreamConnection } from '@storystump/service-kit';
import type { FastifyRequest } from 'fastify';
import { TemporarilyUnavailable } from '../errors/unavailable.js';
import { CountryLookup } from './country-lookup.js';
import { isBotAgent } from './bot-agent.js';
import { deviceCategoryOf } from './device-category.js';
import { trackedEvent } from './tracked-event.js';
import { TrackedEventsBatcher } from './tracked-events-batcher.js';

/**
 * Hands an event to JetStream and answers only once JetStream has it: from then on it is not lost,
 * whatever the analytics service is doing. Events arriving together share a message (see
 * TrackedEventsBatcher), whose id is its first event's, so a publish retried within the stream's
 * window is kept once.
 */
@Injectable()
export class TrackedEventsPublisher {
  private readonly batcher: TrackedEventsBatcher;

  constructor(
    jetstream: JetStreamConnection,
    private readonly countries: CountryLookup,
  ) {
    this.batcher = new TrackedEventsBatcher(jetstream);
  }

  async track(request: FastifyRequest): Promise<{ accepted: true }> {
    const event = trackedEvent(request.body, bodyBytesOf(request), {
      id: randomUUID(),
      receivedAt: new Date(),
      country: this.countries.countryOf(request.ip),
      deviceCategoryFromAgent: () => deviceCategoryOf(request.headers['user-agent']),
      bot: isBotAgent(request.headers['user-agent']),
    });
    try {
      await this.batcher.publish(event);
    } catch {
      throw new TemporarilyUnavailable('Analytics cannot take events just now; try again shortly');
    }
    return { accepted: true };
  }
}

/** The body's size as sent; measured only when a chunked request did not say. */
function bodyBytesOf(request: FastifyRequest): number {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared)) return declared;
  return Buffer.byteLength(typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {}));
}
