import { Inject, Injectable } from '@nestjs/common';
import { readKeyEncryptionKey, SETTINGS, type Settings } from '@storystump/service-kit';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const SETTING = 'TOKEN_KEY_ENCRYPTION_KEY';

/**
 * Signed links to a family's export: a mail client has no session, so the link itself is the
 * permission until it expires. The HMAC key is derived from identity's key-encryption setting, so
 * it is secret without another setting to deploy, and changing that setting voids every link.
 */
@Injectable()
export class ExportLinks {
  private readonly secret: Buffer;

  constructor(@Inject(SETTINGS) settings: Settings) {
    const root = readKeyEncryptionKey(SETTING, settings[SETTING], 'identity keeps its signing key encrypted with it');
    this.secret = Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), 'storystump family-export links', 32));
  }

  /** The path of the download, with its expiry (seconds since the epoch) and signature. */
  pathOf(exportId: string, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `/api/users/me/exports/${exportId}?expires=${expires}&signature=${this.sign(exportId, expires)}`;
  }

  /** Whether the signature is the one this export and expiry were given; the expiry is checked by the caller. */
  isGenuine(exportId: string, expires: number, signature: string): boolean {
    const expected = Buffer.from(this.sign(exportId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(exportId: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${exportId}.${expires}`).digest('base64url');
  }
}
