import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { connect, type Msg, type NatsConnection } from '@nats-io/transport-node';
import type { EventPayloads, EventSubject } from '@storystump/contracts';
import { INFRA_CONFIG, natsConnectionOptions, type InfraConfig } from '@storystump/service-kit';

type Handler = (message: Msg) => void;

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

  /** Registered before the application starts (in a constructor or onModuleInit). */
  on(subject: string, handler: Handler): void {
    this.handlers.set(subject, [...(this.handlers.get(subject) ?? []), handler]);
  }

  /**
   * One event, by its exact subject, with its payload as the contract declares it. Each field is
   * still to be checked: an event from an older or newer copy of a service may lack one.
   */
  onEvent<S extends EventSubject>(subject: S, handler: (payload: Partial<EventPayloads[S]>) => void): void {
    this.on(subject, (message) => handler(message.json<Partial<EventPayloads[S]>>()));
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
