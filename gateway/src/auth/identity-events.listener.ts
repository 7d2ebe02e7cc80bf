import { Injectable, type OnModuleInit } from '@nestjs/common';
import { IdentityEvents, type RevokedToken } from '@storystump/contracts';
import { GatewayEvents } from '../events/gateway-events.js';
import { AccessCache } from './access-cache.js';
import { RevokedTokens } from './revoked-tokens.js';

/** Every identity event about a user: deleted, promoted, demoted. */
const USER_EVENTS = 'identity.events.user.>';

/**
 * Acts at once on identity's news: a user's cached access is dropped when they are deleted,
 * promoted or demoted; a logged-out token is refused. After a reconnect (events may have been
 * missed) every cached access is forgotten and the revoked tokens are loaded again.
 */
@Injectable()
export class IdentityEventsListener implements OnModuleInit {
  constructor(
    private readonly events: GatewayEvents,
    private readonly cache: AccessCache,
    private readonly revoked: RevokedTokens,
  ) {}

  onModuleInit(): void {
    this.events.on(USER_EVENTS, (message) => {
      const { id } = message.json<{ id?: unknown }>();
      if (typeof id === 'string') this.cache.forget(id);
      else this.cache.forgetEveryone();
    });
    this.events.on(IdentityEvents.tokenRevoked, (message) => this.revoked.add(message.json<RevokedToken>()));
    this.events.onReconnect(() => {
      this.cache.forgetEveryone();
      this.revoked.reload();
    });
  }
}
