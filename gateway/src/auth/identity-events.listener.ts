import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { IdentityEvents, type RevokedToken } from '@storystump/contracts';
import { INFRA_CONFIG, natsConnectionOptions, type InfraConfig } from '@storystump/service-kit';
import { AccessCache } from './access-cache.js';
import { RevokedTokens } from './revoked-tokens.js';

/** Every identity event about a user: deleted, promoted, demoted. */
const USER_EVENTS = 'identity.events.user.>';

/**
 * Acts at once on identity's news: a user's cached access is dropped when they are deleted,
 * promoted or demoted; a logged-out token is refused. Every copy of the gateway listens (no queue
 * group). Events may have been missed while the connection was down, so a reconnect forgets every
 * cached access and reloads the revoked tokens.
 */
@Injectable()
export class IdentityEventsListener implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(IdentityEventsListener.name);
  private nc?: NatsConnection;

  constructor(
    private readonly cache: AccessCache,
    private readonly revoked: RevokedTokens,
    @Inject(INFRA_CONFIG) private readonly config: InfraConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const nc = await connect({ ...natsConnectionOptions(this.config, 'gateway-identity-events'), waitOnFirstConnect: true });
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
    nc.subscribe(IdentityEvents.tokenRevoked, {
      callback: (error, message) => {
        if (error) return;
        try {
          this.revoked.add(message.json<RevokedToken>());
        } catch {
          this.revoked.reload();
        }
      },
    });
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'reconnect') {
          this.cache.forgetEveryone();
          this.revoked.reload();
        }
      }
    })();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.nc?.close();
  }
}
