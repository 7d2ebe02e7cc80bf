import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IdentityEvents } from '@storystump/contracts';
import type { GatewayEvents } from '../events/gateway-events.js';
import type { AccessCache } from './access-cache.js';
import { IdentityEventsListener } from './identity-events.listener.js';
import type { RevokedTokens } from './revoked-tokens.js';

/** The listener on events the test sends, with what it did to the cache and the revoked tokens. */
function listening() {
  const handlers = new Map<string, (payload: unknown) => void>();
  const events = {
    onEvent: (subject: string, handler: (payload: unknown) => void) => handlers.set(subject, handler),
    onReconnect: () => undefined,
  } as unknown as GatewayEvents;
  const done: string[] = [];
  const cache = {
    forget: (id: string) => done.push(`forget ${id}`),
    forgetEveryone: () => done.push('forget everyone'),
  } as unknown as AccessCache;
  const revoked = { add: (token: { tokenId: string }) => done.push(`revoke ${token.tokenId}`) } as unknown as RevokedTokens;
  new IdentityEventsListener(events, cache, revoked).onModuleInit();
  return { handlers, done };
}

describe('IdentityEventsListener', () => {
  it('listens to each event it acts on by its exact subject, no wildcard matching events of another shape', () => {
    const { handlers } = listening();
    assert.deepEqual(
      [...handlers.keys()].sort(),
      [
        IdentityEvents.userDeleted,
        IdentityEvents.userPromoted,
        IdentityEvents.userDemoted,
        IdentityEvents.userSignedOut,
        IdentityEvents.tokenRevoked,
      ].sort(),
    );
  });

  it("drops a user's cached access on their deletion, promotion, demotion or signing out everywhere, and everyone's when the event names no one", () => {
    const { handlers, done } = listening();
    handlers.get(IdentityEvents.userDeleted)!({ id: 'u1', deletedAt: '2026-01-01T00:00:00.000Z' });
    handlers.get(IdentityEvents.userPromoted)!({ id: 'u2' });
    handlers.get(IdentityEvents.userSignedOut)!({ id: 'u3', sessionGeneration: 2 });
    handlers.get(IdentityEvents.userDemoted)!({});
    assert.deepEqual(done, ['forget u1', 'forget u2', 'forget u3', 'forget everyone']);
  });

  it('refuses a revoked token, and ignores a revocation that lacks its fields', () => {
    const { handlers, done } = listening();
    handlers.get(IdentityEvents.tokenRevoked)!({ tokenId: 't1', expiresAt: '2026-01-01T00:00:00.000Z' });
    handlers.get(IdentityEvents.tokenRevoked)!({ tokenId: 't2' });
    assert.deepEqual(done, ['revoke t1']);
  });
});
