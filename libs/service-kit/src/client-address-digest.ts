import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { readKeyEncryptionKey } from './key-encryption.js';
import { SETTINGS, type Settings } from './settings.js';

export const CLIENT_ADDRESS_KEY_SETTING = 'CLIENT_ADDRESS_KEY';

/**
 * What limits and counts kept per client address store instead of the address: an HMAC-SHA-256
 * under the server's CLIENT_ADDRESS_KEY. A plain hash would not do: every IPv4 address can be
 * hashed in minutes, so a stored one gives its address back.
 */
@Injectable()
export class ClientAddressDigest {
  private readonly key: Buffer;

  constructor(@Inject(SETTINGS) settings: Settings) {
    this.key = readKeyEncryptionKey(
      CLIENT_ADDRESS_KEY_SETTING,
      settings[CLIENT_ADDRESS_KEY_SETTING],
      'it keys the digests of client addresses kept for limits and counts',
    );
  }

  of(address: string): string {
    return createHmac('sha256', this.key).update(address).digest('hex');
  }
}
