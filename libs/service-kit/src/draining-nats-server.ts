import { setImmediate as afterPendingTicks } from 'node:timers/promises';
import { ServerNats, type NatsOptions } from '@nestjs/microservices';
import type { InFlightRequests } from './ops/in-flight-requests.js';

/**
 * Nest's NATS server, but a subject finds its handler directly, and its graceful close waits for
 * the requests in hand to be answered (up to `limitMs`) instead of a fixed pause: on SIGTERM it
 * unsubscribes (new requests go to the other copies), answers what it holds, then closes the
 * connection.
 */
export class DrainingNatsServer extends ServerNats {
  constructor(options: Required<NatsOptions>['options'], inFlight: InFlightRequests, limitMs: number) {
    super({ ...options, gracefulShutdown: true });
    // The pause Nest takes between unsubscribing and closing is a private method: replaced here.
    Object.assign(this, {
      waitForGracePeriod: async () => {
        await inFlight.settled(limitMs);
        // Nest publishes a reply on the tick after its handler is done: let the last ones out.
        await afterPendingTicks();
      },
    });
  }

  // Nest first tries every subject as JSON, which throws (and is caught) for every plain subject:
  // about 5% of a service's busy time. The services' subjects are plain strings.
  override getHandlerByPattern(pattern: string) {
    return this.messageHandlers.get(pattern) ?? super.getHandlerByPattern(pattern);
  }
}
