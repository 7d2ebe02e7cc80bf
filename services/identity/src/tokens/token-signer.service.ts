import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { TokenOps, type VerificationKeyReply } from '@storystump/contracts';
import {
  decryptWithKey,
  encryptWithKey,
  Handles,
  positiveInt,
  readKeyEncryptionKey,
  SETTINGS,
  type Settings,
} from '@storystump/service-kit';
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Repository } from 'typeorm';
import { SigningKeyEntity } from './signing-key.entity.js';

export const TOKEN_ISSUER = 'storystump-identity';
const KEY_ID = 'primary';

/** What a valid token says: whose it is, its own id, and when it ends. */
export interface TokenClaims {
  userId: string;
  tokenId: string;
  expiresAt: Date;
}

/**
 * Signs session tokens with an Ed25519 key kept in identity's schema, encrypted with
 * TOKEN_KEY_ENCRYPTION_KEY (made on first start). Tokens last TOKEN_LIFETIME_MINUTES (12 hours).
 */
@Injectable()
export class TokenSigner implements OnModuleInit {
  private privateKey?: KeyObject;
  private publicKeyPem?: string;
  private readonly keyEncryptionKey: Buffer;
  private readonly lifetimeSeconds: number;

  constructor(
    @InjectRepository(SigningKeyEntity) private readonly keys: Repository<SigningKeyEntity>,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.keyEncryptionKey = readKeyEncryptionKey(
      'TOKEN_KEY_ENCRYPTION_KEY',
      settings.TOKEN_KEY_ENCRYPTION_KEY,
      'identity keeps its signing key encrypted with it',
    );
    this.lifetimeSeconds = 60 * positiveInt(settings.TOKEN_LIFETIME_MINUTES, 12 * 60, 'TOKEN_LIFETIME_MINUTES');
  }

  async onModuleInit(): Promise<void> {
    const stored = (await this.keys.findOneBy({ id: KEY_ID })) ?? (await this.createKey());
    this.privateKey = createPrivateKey(await this.privateKeyPemOf(stored));
    this.publicKeyPem = stored.publicKeyPem;
  }

  /** The PEM of the stored key; a key stored plain by an older release is encrypted now. */
  private async privateKeyPemOf(stored: SigningKeyEntity): Promise<string> {
    if (stored.privateKeyEncrypted)
      return decryptWithKey(stored.privateKeyEncrypted, this.keyEncryptionKey, 'TOKEN_KEY_ENCRYPTION_KEY');
    if (!stored.privateKeyPem) throw new Error('The stored signing key has no private half');
    await this.keys.update(
      { id: stored.id },
      { privateKeyEncrypted: encryptWithKey(stored.privateKeyPem, this.keyEncryptionKey), privateKeyPem: null },
    );
    return stored.privateKeyPem;
  }

  /** Made on the first start only. Several copies may start at once: the first insert wins. */
  private async createKey(): Promise<SigningKeyEntity> {
    const pair = generateKeyPairSync('ed25519');
    const pem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await this.keys
      .createQueryBuilder()
      .insert()
      .values({
        id: KEY_ID,
        privateKeyEncrypted: encryptWithKey(pem, this.keyEncryptionKey),
        privateKeyPem: null,
        publicKeyPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      })
      .orIgnore()
      .execute();
    return this.keys.findOneByOrFail({ id: KEY_ID });
  }

  /**
   * A session token of the user's current session generation (`gen`): raising it signs this token
   * out. An account scheduled for deletion gets `del`, which the gateway lets only to the routes
   * open during the grace period; cancelling signs out everywhere, so no token keeps a stale `del`.
   */
  sign(userId: string, sessionGeneration: number, options: { deletionPending?: boolean } = {}): Promise<string> {
    if (!this.privateKey) throw new Error('TokenSigner used before its key was loaded');
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ gen: sessionGeneration, ...(options.deletionPending ? { del: true } : {}) })
      .setProtectedHeader({ alg: 'EdDSA', kid: KEY_ID })
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + this.lifetimeSeconds)
      .sign(this.privateKey);
  }

  /** The claims of a token this service signed and that has not expired, else null. */
  async verify(token: string): Promise<TokenClaims | null> {
    if (!this.publicKeyPem) throw new Error('TokenSigner used before its key was loaded');
    try {
      const { payload } = await jwtVerify(token, createPublicKey(this.publicKeyPem), {
        issuer: TOKEN_ISSUER,
        algorithms: ['EdDSA'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
      return { userId: payload.sub, tokenId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      return null;
    }
  }

  @Handles(TokenOps.verificationKey)
  verificationKey(): VerificationKeyReply {
    if (!this.publicKeyPem) throw new Error('TokenSigner used before its key was loaded');
    return { alg: 'EdDSA', kid: KEY_ID, publicKeyPem: this.publicKeyPem, issuer: TOKEN_ISSUER };
  }
}
