import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { decryptWithKey, encryptWithKey, readKeyEncryptionKey, SETTINGS, type Settings } from '@storystump/service-kit';
import { createPrivateKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { Repository } from 'typeorm';
import { DeviceSecretEntity } from './device-secret.entity.js';

const SETTING = 'DEVICES_KEY_ENCRYPTION_KEY';
const MANIFEST_KEY = 'manifest-signing';
const LINK_KEY = 'download-links';

/**
 * The devices service's two keys, made on the first start and kept encrypted in its schema: the
 * Ed25519 key that signs firmware manifests (its public half is published) and the secret that
 * signs short-lived download links.
 */
@Injectable()
export class DeviceSecrets implements OnModuleInit {
  private readonly encryptionKey: Buffer;
  private manifestKey?: KeyObject;
  private manifestPublicKeyPem?: string;
  private linkSecret?: Buffer;

  constructor(
    @InjectRepository(DeviceSecretEntity) private readonly secrets: Repository<DeviceSecretEntity>,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.encryptionKey = readKeyEncryptionKey(
      SETTING,
      settings[SETTING],
      'devices keeps its firmware signing key and download-link secret encrypted with it',
    );
  }

  async onModuleInit(): Promise<void> {
    const manifest = await this.ensure(MANIFEST_KEY, () => {
      const pair = generateKeyPairSync('ed25519');
      return {
        secret: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        publicKeyPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      };
    });
    this.manifestKey = createPrivateKey(decryptWithKey(manifest.secretEncrypted, this.encryptionKey, SETTING));
    this.manifestPublicKeyPem = manifest.publicKeyPem ?? undefined;
    const link = await this.ensure(LINK_KEY, () => ({ secret: randomBytes(32).toString('base64'), publicKeyPem: null }));
    this.linkSecret = Buffer.from(decryptWithKey(link.secretEncrypted, this.encryptionKey, SETTING), 'base64');
  }

  get manifestSigningKey(): KeyObject {
    if (!this.manifestKey) throw new Error('DeviceSecrets used before its keys were loaded');
    return this.manifestKey;
  }

  get manifestPublicKey(): string {
    if (!this.manifestPublicKeyPem) throw new Error('DeviceSecrets used before its keys were loaded');
    return this.manifestPublicKeyPem;
  }

  get downloadLinkSecret(): Buffer {
    if (!this.linkSecret) throw new Error('DeviceSecrets used before its keys were loaded');
    return this.linkSecret;
  }

  /** Several copies may start at once: the first insert wins and every copy reads that one. */
  private async ensure(id: string, make: () => { secret: string; publicKeyPem: string | null }): Promise<DeviceSecretEntity> {
    const stored = await this.secrets.findOneBy({ id });
    if (stored) return stored;
    const made = make();
    await this.secrets
      .createQueryBuilder()
      .insert()
      .values({ id, secretEncrypted: encryptWithKey(made.secret, this.encryptionKey), publicKeyPem: made.publicKeyPem })
      .orIgnore()
      .execute();
    return this.secrets.findOneByOrFail({ id });
  }
}
