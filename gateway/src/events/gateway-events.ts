import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { connect, type Msg, type NatsConnection } from '@nats-io/transport-node';
import type { EventPayloads, EventSubject } from '@storystump/contracts';
import { INFRA_CONFIG, natsConnectionOptions, type InfraConfig } from '@storystump/service-kit';

type Handler = (message: Msg) => void;

/** An event's payload as it arrives: each field still to be checked, as an older or newer copy of a service may lack one. */
export type Heard<S extends EventSubject> = Partial<EventPayloads[S]>;

/**
 * The gateway's ears for the services' events: one NATS connection, every copy of the gateway
 * hearing every event (no queue group), for what the gateway keeps and must drop at once (cached
 * access, revoked tokens, public lists). Events sent while the connection was down are missed,
 * so whoever keeps something also says what to do after a reconnect.
 */
@Injectable()
export class GatewayEvents implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(GatewayEvents.name);
  private readonly handlers = new Map<string, Handler[]>();
  private readonly reconnectHandlers: Array<() => void> = [];
  private nc?: NatsConnection;

  constructor(@Inject(INFRA_CONFIG) private readonly config: InfraConfig) {}

  /**
   * One event, by its exact subject, with its payload as the contract declares it; registered
   * before the application starts (in a constructor or onModuleInit). No wildcards: a subject
   * names one event and so one payload's shape.
   */
  onEvent<S extends EventSubject>(subject: S, handler: (payload: Heard<S>) => void): void {
    const handle: Handler = (message) => handler(message.json<Heard<S>>());
    this.handlers.set(subject, [...(this.handlers.get(subject) ?? []), handle]);
  }

  onReconnect(handler: () => void): void {
    this.reconnectHandlers.push(handler);
  }

  async onApplicationBootstrap(): Promise<void> {
    const nc = await connect({ ...natsConnectionOptions(this.config, 'gateway-events'), waitOnFirstConnect: true });
    this.nc = nc;
    for (const [subject, handlers] of this.handlers) {
      nc.subscribe(subject, {
        callback: (error, message) => {
          if (error) return;
          for (const handle of handlers) {
            try {
              handle(message);
            } catch (handlerError) {
              this.logger.warn(`Handling ${message.subject} failed: ${String(handlerError)}`);
            }
          }
        },
      });
    }
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'reconnect') for (const handle of this.reconnectHandlers) handle();
      }
    })();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.nc?.close();
  }
}
