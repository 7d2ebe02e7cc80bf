import { Inject, Injectable } from '@nestjs/common';
import { UserOps, type AccessReply, type MeView } from '@storystump/contracts';
import { RpcClient, RpcFailure } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import { Refusals } from './refusals.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config.js';

/**
 * A user's current role and existence, asked of identity and trusted for a short while. Identity's
 * events about a user (deleted, promoted, demoted) drop that user's entry at once (see
 * IdentityEventsListener), so the short while only matters if an event is lost.
 */
@Injectable()
export class AccessCache {
  private readonly entries = new Map<string, { access: Promise<AccessReply | null>; until: number }>();

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  lookup(userId: string): Promise<AccessReply | null> {
    const now = Date.now();
    const cached = this.entries.get(userId);
    if (cached && cached.until > now) return cached.access;
    // Requests that arrive together share one question to identity; a failed answer is not kept.
    const access = this.rpc.send(UserOps.access.subject, { requestId: randomUUID() }, { id: userId }).catch((error: unknown) => {
      if (error instanceof RpcFailure && error.body.status === 404) return null;
      this.entries.delete(userId);
      throw error;
    });
    // A bound on memory; an entry is one cheap request to refetch.
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(userId, { access, until: now + this.config.accessCacheMs });
    return access;
  }

  /** The user's own view (for /users/me), from the same cached answer: no second question to identity. */
  async view(userId: string): Promise<MeView> {
    const access = await this.lookup(userId);
    if (!access) throw Refusals.accountGone;
    return access.view;
  }

  /** The next request of this user asks identity again. */
  forget(userId: string): void {
    this.entries.delete(userId);
  }

  forgetEveryone(): void {
    this.entries.clear();
  }
}
