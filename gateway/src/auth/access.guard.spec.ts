import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AccessReply } from '@storystump/contracts';
import type { AccessCache } from './access-cache.js';
import type { DeviceIdentities } from '../device/device-identities.js';
import { DeviceSignIns } from '../device/device-sign-ins.js';
import type { GatewayConfig } from '../gateway-config.js';
import type { RateLimitStore } from '../rate-limit/rate-limit.store.js';
import { ACCESS_LEVEL, IDENTIFIES_CALLER, type AccessLevel } from './access.decorators.js';
import { AccessGuard } from './access.guard.js';
import type { AuthenticatedRequest } from './request-context.decorator.js';
import type { TokenVerifier } from './token-verifier.js';

const TOKEN = 'aaa.bbb.ccc';
const USER_ID = '7f3c1f8e-2c33-4d2a-9a41-3f0b8d1e2a11';

function guardWith(
  users: Record<string, AccessReply | null>,
  validTokens: Record<string, string> = { [TOKEN]: USER_ID },
  tokenGeneration = 0,
) {
  const verifier = {
    session: async (token: string) =>
      validTokens[token]
        ? { userId: validTokens[token], tokenId: 't', expiresAt: '', generation: tokenGeneration, deletionPending: false }
        : null,
  } as unknown as TokenVerifier;
  const access = { lookup: async (id: string) => users[id] ?? null } as unknown as AccessCache;
  const counters = { hit: async () => ({ hits: 1, secondsLeft: 600 }) } as unknown as RateLimitStore;
  const identities = {
    resolve: async () => Promise.reject(new Error('no stump asks here')),
    onReconfirmed: () => undefined,
  } as unknown as DeviceIdentities;
  const devices = new DeviceSignIns(counters, identities, { deviceSignInFailureLimit: 30 } as GatewayConfig);
  return new AccessGuard(new Reflector(), verifier, access, devices);
}

function contextFor(level: AccessLevel | undefined, authorization?: string) {
  const handler = () => undefined;
  if (level) Reflect.defineMetadata(ACCESS_LEVEL, level, handler);
  const request = { headers: authorization ? { authorization } : {} } as AuthenticatedRequest;
  const context = {
    getHandler: () => handler,
    getClass: () => class {},
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
  return { context, request };
}

/** The guard's answer as a promise, whether it decided at once or asked for the session. */
async function activate(guard: AccessGuard, context: ExecutionContext): Promise<boolean> {
  return guard.canActivate(context);
}

describe('AccessGuard', () => {
  it('lets anyone through a public route', async () => {
    assert.equal(await activate(guardWith({}), contextFor('public').context), true);
  });

  it('needs a token on routes with no decorator', async () => {
    await assert.rejects(activate(guardWith({}), contextFor(undefined).context), UnauthorizedException);
  });

  it('refuses a token identity did not sign', async () => {
    await assert.rejects(activate(guardWith({}), contextFor('user', 'Bearer x.y.z').context), UnauthorizedException);
  });

  it('refuses a valid token of a deleted user', async () => {
    await assert.rejects(
      activate(guardWith({ [USER_ID]: null }), contextFor('user', `Bearer ${TOKEN}`).context),
      UnauthorizedException,
    );
  });

  it('refuses a signed-in non-admin on an admin route', async () => {
    const guard = guardWith({
      [USER_ID]: {
        id: USER_ID,
        view: { _id: USER_ID, displayName: 'Fern', email: 'fern@example.test', consent: null },
        sessionGeneration: 0,
      },
    });
    await assert.rejects(activate(guard, contextFor('admin', `Bearer ${TOKEN}`).context), ForbiddenException);
  });

  it('refuses a token issued before the account was signed out everywhere, and lets a newer one in', async () => {
    const fern = {
      id: USER_ID,
      view: { _id: USER_ID, displayName: 'Fern', email: 'fern@example.test', consent: null },
      sessionGeneration: 2,
    };
    await assert.rejects(
      activate(guardWith({ [USER_ID]: fern }, undefined, 1), contextFor('user', `Bearer ${TOKEN}`).context),
      UnauthorizedException,
    );
    // A public route that names its caller takes the old token's holder for anonymous.
    const publicRoute = contextFor('public', `Bearer ${TOKEN}`);
    Reflect.defineMetadata(IDENTIFIES_CALLER, true, publicRoute.context.getHandler());
    assert.equal(await activate(guardWith({ [USER_ID]: fern }, undefined, 1), publicRoute.context), true);
    assert.equal(publicRoute.request.actor, undefined);
    assert.equal(
      await activate(guardWith({ [USER_ID]: fern }, undefined, 2), contextFor('user', `Bearer ${TOKEN}`).context),
      true,
    );
  });

  it('lets an admin through and records who is asking', async () => {
    const guard = guardWith({
      [USER_ID]: {
        id: USER_ID,
        role: 'admin',
        view: { _id: USER_ID, displayName: 'Fern', email: 'fern@example.test', role: 'admin', consent: null },
        sessionGeneration: 0,
      },
    });
    const { context, request } = contextFor('admin', `Bearer ${TOKEN}`);
    assert.equal(await activate(guard, context), true);
    assert.deepEqual(request.actor, { id: USER_ID, role: 'admin' });
  });
});
