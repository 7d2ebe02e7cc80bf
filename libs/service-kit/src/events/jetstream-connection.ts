import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { INFRA_CONFIG, type InfraConfig } from '../config.js';
import { natsConnectionOptions } from '../nats-options.js';
import { ensureEventsStream } from './events-stream.js';

export interface JetStreamHandles {
  js: JetStreamClient;
  jsm: JetStreamManager;
}

/** Makes a stream unless it is there, with this many replicas (see events-stream.ts). */
export type StreamMaker = (jsm: JetStreamManager, replicas: number) => Promise<void>;

/**
 * One NATS connection for a process's JetStream work (outbox relay, event consumers), made on
 * first use. When NATS is down the call fails and the caller tries again later; once made, the
 * connection reconnects by itself for ever. A server it reconnects to may have lost its store (a
 * new node without its volume): after each reconnect the streams are made again where missing.
 */
@Injectable()
export class JetStreamConnection implements OnApplicationShutdown {
  private connecting?: Promise<{ nc: NatsConnection } & JetStreamHandles>;
  private readonly made = new Map<StreamMaker, Promise<void>>();
  private reconnectCount = 0;

  constructor(@Inject(INFRA_CONFIG) private readonly config: InfraConfig) {}

  /**
   * The handles, once the events stream and any stream the caller names exist: each is made at
   * most once a process, on the first call that needs it.
   */
  async handles(...streams: StreamMaker[]): Promise<JetStreamHandles> {
    this.connecting ??= this.open();
    let handles: JetStreamHandles;
    try {
      handles = await this.connecting;
    } catch (error) {
      this.connecting = undefined;
      throw error;
    }
    for (const make of [ensureEventsStream, ...streams]) {
      let made = this.made.get(make);
      if (!made) {
        made = make(handles.jsm, this.replicas);
        this.made.set(make, made);
        made.catch(() => this.made.delete(make));
      }
      await made;
    }
    return handles;
  }

  /** The connection itself, for what a request/reply cannot carry in one answer (an export's pieces). */
  async connection(): Promise<NatsConnection> {
    await this.handles();
    const open = await this.connecting;
    return open!.nc;
  }

  /** Reconnects so far: what was made before the latest may be gone (see ObjectBuckets). */
  get reconnects(): number {
    return this.reconnectCount;
  }

  /** Copies JetStream keeps of each stream and bucket made here. */
  get replicas(): number {
    return this.config.jetstreamReplicas;
  }

  /** A round trip to the NATS server: fails when it cannot be reached. */
  async ping(): Promise<void> {
    await this.handles();
    const open = await this.connecting;
    await open?.nc.flush();
  }

  private async open() {
    const nc = await connect({ ...natsConnectionOptions(this.config, 'jetstream'), timeout: 2000 });
    try {
      const jsm = await jetstreamManager(nc, { timeout: 2000 });
      this.made.clear();
      void this.forgetStreamsOnReconnect(nc);
      return { nc, js: jetstream(nc, { timeout: 2000 }), jsm };
    } catch (error) {
      await nc.close();
      throw error;
    }
  }

  private async forgetStreamsOnReconnect(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type !== 'reconnect') continue;
      this.reconnectCount++;
      this.made.clear();
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
