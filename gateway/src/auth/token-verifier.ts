import { Injectable } from '@nestjs/common';
import { IdentitySubjects, type VerificationKeyReply } from '@storystump/contracts';
import { RpcClient } from '@storystump/service-kit';
import { jwtVerify } from 'jose';
import { createPublicKey, randomUUID, type KeyObject } from 'node:crypto';

/** Verifies identity's tokens with identity's public key; the gateway can verify but never sign. */
@Injectable()
export class TokenVerifier {
  private key?: Promise<{ key: KeyObject; issuer: string }>;

  constructor(private readonly rpc: RpcClient) {}

  /** The token's user id, or null when the token is not one identity signed and still valid. */
  async subject(token: string): Promise<string | null> {
    const { key, issuer } = await this.verificationKey();
    try {
      const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['EdDSA'] });
      return typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }

  private verificationKey() {
    if (!this.key) {
      this.key = this.rpc
        .send(IdentitySubjects.verificationKey, { requestId: randomUUID() }, undefined)
        .then((reply: VerificationKeyReply) => ({ key: createPublicKey(reply.publicKeyPem), issuer: reply.issuer }));
      // A failed fetch (identity still starting) is not remembered: the next request asks again.
      this.key.catch(() => (this.key = undefined));
    }
    return this.key;
  }
}
