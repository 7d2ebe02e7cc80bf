import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { VerificationKeyReply } from '@storystump/contracts';
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Repository } from 'typeorm';
import { SigningKeyEntity } from './signing-key.entity.js';

export const TOKEN_ISSUER = 'storystump-identity';
const KEY_ID = 'primary';
const TOKEN_LIFETIME = '7d';

/** Signs session tokens with an Ed25519 key kept in identity's schema (made on first start). */
@Injectable()
export class TokenSigner implements OnModuleInit {
  private privateKey?: KeyObject;
  private publicKeyPem?: string;

  constructor(@InjectRepository(SigningKeyEntity) private readonly keys: Repository<SigningKeyEntity>) {}

  async onModuleInit(): Promise<void> {
    const stored = (await this.keys.findOneBy({ id: KEY_ID })) ?? (await this.createKey());
    this.privateKey = createPrivateKey(stored.privateKeyPem);
    this.publicKeyPem = stored.publicKeyPem;
  }

  /** Made on the first start only. Several copies may start at once: the first insert wins. */
  private async createKey(): Promise<SigningKeyEntity> {
    const pair = generateKeyPairSync('ed25519');
    await this.keys
      .createQueryBuilder()
      .insert()
      .values({
        id: KEY_ID,
        privateKeyPem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        publicKeyPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      })
      .orIgnore()
      .execute();
    return this.keys.findOneByOrFail({ id: KEY_ID });
  }

  sign(userId: string): Promise<string> {
    if (!this.privateKey) throw new Error('TokenSigner used before its key was loaded');
    return new SignJWT({})
      .setProtectedHeader({ alg: 'EdDSA', kid: KEY_ID })
      .setSubject(userId)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(this.privateKey);
  }

  verificationKey(): VerificationKeyReply {
    if (!this.publicKeyPem) throw new Error('TokenSigner used before its key was loaded');
    return { alg: 'EdDSA', kid: KEY_ID, publicKeyPem: this.publicKeyPem, issuer: TOKEN_ISSUER };
  }
}
