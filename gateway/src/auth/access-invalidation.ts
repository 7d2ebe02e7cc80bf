import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { INFRA_CONFIG, natsConnectionOptions, type InfraConfig } from '@storystump/service-kit';
import { AccessCache } from './access-cache.js';

/** Every identity event about a user: deleted, promoted, demoted. */
const USER_EVENTS = 'identity.events.user.>';

/**
 * Drops a user's cached access the moment identity announces a change to them. Every copy of the
 * gateway listens (no queue group). While the connection was down events may have been missed,
 * so a reconnect forgets everyone.
 */
@Injectable()
export class AccessInvalidation implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(AccessInvalidation.name);
  private nc?: NatsConnection;

  constructor(
    private readonly cache: AccessCache,
    @Inject(INFRA_CONFIG) private readonly config: InfraConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const nc = await connect({ ...natsConnectionOptions(this.config, 'gateway-access-invalidation'), waitOnFirstConnect: true });
    this.nc = nc;
    nc.subscribe(USER_EVENTS, {
      callback: (error, message) => {
        if (error) return;
        try {
          const { id } = message.json<{ id?: unknown }>();
          if (typeof id === 'string') this.cache.forget(id);
        } catch {
          this.logger.warn(`An event on ${message.subject} was not JSON; forgetting every cached access`);
          this.cache.forgetEveryone();
        }
      },
    });
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'reconnect') this.cache.forgetEveryone();
      }
    })();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.nc?.close();
  }
}
