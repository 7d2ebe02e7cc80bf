import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JetStreamConnection } from '@storystump/service-kit';
import type { FastifyRequest } from 'fastify';
import { toHttpError } from '../errors/to-http-error.js';
import type { CountryLookup } from './country-lookup.js';
import { TrackedEventsPublisher } from './tracked-events.publisher.js';

describe('TrackedEventsPublisher', () => {
  it('answers 503 with what to do while JetStream cannot take the event (a NATS restart), not 500', async () => {
    const jetstream = { handles: () => Promise.reject(new Error('CONNECTION_CLOSED')) } as unknown as JetStreamConnection;
    const countries = { countryOf: () => null } as unknown as CountryLookup;
    const request = {
      body: { type: 'page_view', sessionId: 'reader-1', page: '/shop' },
      headers: { 'content-length': '60' },
      ip: '127.0.0.1',
    } as unknown as FastifyRequest;
    const refusal = await new TrackedEventsPublisher(jetstream, countries).track(request).then(
      () => assert.fail('an event JetStream did not take must not be accepted'),
      (error: unknown) => error,
    );
    assert.deepEqual(toHttpError(refusal), {
      status: 503,
      body: { message: 'Analytics cannot take events just now; try again shortly', code: 'UNAVAILABLE' },
    });
  });
});
