import { Injectable } from '@nestjs/common';
import { TokenOps, type VerificationKeyReply } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { jwtVerify } from 'jose';
import { createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import { RevokedTokens } from './revoked-tokens.js';

/** What a valid session token says. */
export interface Session {
  userId: string;
  tokenId: string;
  expiresAt: string;
  /** The account's session generation when it was issued: a later "sign out everywhere" refuses it. */
  generation: number;
  /** Issued to an account scheduled for deletion: only the routes open during its grace period let it in. */
  deletionPending: boolean;
}

/** Verifies identity's tokens with identity's public key; the gateway can verify but never sign. */
@Injectable()
export class TokenVerifier {
  private key?: Promise<{ key: KeyObject; issuer: string }>;
  /** A token's signature checks out the same every time: verified once, remembered until it expires. */
  private readonly verified = new Map<string, Session>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly revoked: RevokedTokens,
  ) {}

  /** The token's session, or null when identity did not sign it, it expired, or it was logged out. */
  async session(token: string): Promise<Session | null> {
    const session = this.verified.get(token) ?? (await this.verify(token));
    if (!session || Date.parse(session.expiresAt) <= Date.now()) {
      this.verified.delete(token);
      return null;
    }
    return (await this.revoked.isRevoked(session.tokenId)) ? null : session;
  }

  private async verify(token: string): Promise<Session | null> {
    const { key, issuer } = await this.verificationKey();
    try {
      const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['EdDSA'] });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
      const session = {
        userId: payload.sub,
        tokenId: payload.jti,
        expiresAt: new Date(payload.exp * 1000).toISOString(),
        // Tokens issued before generations were counted are of the first one.
        generation: typeof payload.gen === 'number' ? payload.gen : 0,
        deletionPending: payload.del === true,
      };
      // A bound on memory; a forgotten token is verified again.
      if (this.verified.size > 10_000) this.verified.clear();
      this.verified.set(token, session);
      return session;
    } catch {
      return null;
    }
  }

  private verificationKey() {
    if (!this.key) {
      this.key = this.rpc
        .send(TokenOps.verificationKey.subject, { requestId: randomUUID() }, undefined)
        .then((reply: VerificationKeyReply) => ({ key: createPublicKey(reply.publicKeyPem), issuer: reply.issuer }));
      // A failed fetch (identity still starting) is not remembered: the next request asks again.
      this.key.catch(() => (this.key = undefined));
    }
    return this.key;
  }
}
