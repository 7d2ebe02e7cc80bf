import { Injectable, type OnModuleInit } from '@nestjs/common';
import { IdentityEvents } from '@storystump/contracts';
import { GatewayEvents } from '../events/gateway-events.js';
import { AccessCache } from './access-cache.js';
import { RevokedTokens } from './revoked-tokens.js';

/** The identity events that end or change a user's access: deleted, promoted, demoted, signed out everywhere. */
const ACCESS_CHANGES = [
  IdentityEvents.userDeleted,
  IdentityEvents.userPromoted,
  IdentityEvents.userDemoted,
  IdentityEvents.userSignedOut,
] as const;

/**
 * Acts at once on identity's news: a user's cached access is dropped when they are deleted,
 * promoted, demoted or signed out everywhere; a logged-out token is refused. After a reconnect (events may have been
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
    for (const subject of ACCESS_CHANGES) {
      this.events.onEvent(subject, ({ id }) => {
        if (typeof id === 'string') this.cache.forget(id);
        else this.cache.forgetEveryone();
      });
    }
    this.events.onEvent(IdentityEvents.tokenRevoked, ({ tokenId, expiresAt }) => {
      if (typeof tokenId === 'string' && typeof expiresAt === 'string') this.revoked.add({ tokenId, expiresAt });
    });
    this.events.onReconnect(() => {
      this.cache.forgetEveryone();
      this.revoked.reload();
    });
  }
}
