import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { INFRA_CONFIG, type InfraConfig } from '../config.js';
import { natsConnectionOptions } from '../nats-options.js';
import { ensureEventsStream, ensureTrackedEventsStream } from './events-stream.js';

export interface JetStreamHandles {
  js: JetStreamClient;
  jsm: JetStreamManager;
}

/**
 * One NATS connection for a process's JetStream work (outbox relay, event consumers), made on
 * first use. When NATS is down the call fails and the caller tries again later; once made, the
 * connection reconnects by itself for ever.
 */
@Injectable()
export class JetStreamConnection implements OnApplicationShutdown {
  private connecting?: Promise<{ nc: NatsConnection } & JetStreamHandles>;

  constructor(@Inject(INFRA_CONFIG) private readonly config: InfraConfig) {}

  async handles(): Promise<JetStreamHandles> {
    this.connecting ??= this.open();
    try {
      return await this.connecting;
    } catch (error) {
      this.connecting = undefined;
      throw error;
    }
  }

  private async open() {
    const nc = await connect({ ...natsConnectionOptions(this.config, 'jetstream'), timeout: 2000 });
    try {
      const jsm = await jetstreamManager(nc, { timeout: 2000 });
      await Promise.all([ensureEventsStream(jsm), ensureTrackedEventsStream(jsm)]);
      return { nc, js: jetstream(nc, { timeout: 2000 }), jsm };
    } catch (error) {
      await nc.close();
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const open = await this.connecting?.catch(() => undefined);
    this.connecting = undefined;
    // Draining fails while NATS is unreachable; closing still stops the reconnect attempts.
    await open?.nc.drain().catch(() => undefined);
    await open?.nc.close();
  }
}
