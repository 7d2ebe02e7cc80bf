import { Injectable } from '@nestjs/common';
import { TokenOps, type RevokedToken } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';

/**
 * Tokens ended by logout before they expire. Loaded from identity on first use and again after
 * a reconnect; kept current by identity's token.revoked events (IdentityEventsListener) and by
 * this copy's own logouts.
 */
@Injectable()
export class RevokedTokens {
  private readonly expiryById = new Map<string, number>();
  private loading?: Promise<void>;

  constructor(private readonly rpc: RpcClient) {}

  async isRevoked(tokenId: string): Promise<boolean> {
    await (this.loading ??= this.load());
    const expiry = this.expiryById.get(tokenId);
    if (expiry === undefined) return false;
    if (expiry < Date.now()) this.expiryById.delete(tokenId);
    return true;
  }

  add(token: RevokedToken): void {
    this.expiryById.set(token.tokenId, Date.parse(token.expiresAt));
  }

  /** Asks identity for the whole list again at the next check (events may have been missed). */
  reload(): void {
    this.loading = undefined;
  }

  private async load(): Promise<void> {
    try {
      const tokens = await this.rpc.send(TokenOps.revoked.subject, { requestId: randomUUID() }, undefined);
      for (const token of tokens) this.add(token);
    } catch (error) {
      // Not remembered: the next request asks again.
      this.loading = undefined;
      throw error;
    }
  }
}
