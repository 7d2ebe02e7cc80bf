import { Inject, Injectable } from '@nestjs/common';
import { readKeyEncryptionKey, SETTINGS, type Settings } from '@storystump/service-kit';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CLAIM_CODE_SECRET_SETTING = 'CLAIM_CODE_SECRET';

/** Crockford's base 32: no I, L, O or U, so nothing printed can be read as something else. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Ten symbols of five bits: 50 bits, typed as two groups of five. */
const LENGTH = 10;
const GROUP = 5;

/**
 * The claim code printed in a character's box: an HMAC of its serial number under
 * CLAIM_CODE_SECRET, so nothing about it is stored (a copy of the database yields no code), an
 * admin can show it again at any time, and every character has one, those made before too.
 * The secret must stay the same for as long as boxes with codes are on sale.
 */
@Injectable()
export class ClaimCodes {
  private readonly secret: Buffer;

  constructor(@Inject(SETTINGS) settings: Settings) {
    this.secret = readKeyEncryptionKey(
      CLAIM_CODE_SECRET_SETTING,
      settings[CLAIM_CODE_SECRET_SETTING],
      'the claim codes printed in the boxes are derived with it',
    );
  }

  /** As printed: `7K2MX-QH4TB`. */
  of(serialNumber: string): string {
    const code = this.symbolsOf(serialNumber);
    return `${code.slice(0, GROUP)}-${code.slice(GROUP)}`;
  }

  /** Whether a typed code is this serial number's, whatever its case, spaces and dashes, and O for 0 or I and L for 1. */
  matches(serialNumber: string, typed: string): boolean {
    const expected = Buffer.from(this.symbolsOf(serialNumber));
    const given = Buffer.from(normalised(typed));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private symbolsOf(serialNumber: string): string {
    const digest = createHmac('sha256', this.secret).update(`claim-code\n${serialNumber}`).digest();
    let bits = 0n;
    for (const byte of digest.subarray(0, 8)) bits = (bits << 8n) | BigInt(byte);
    let code = '';
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[Number((bits >> BigInt(64 - 5 * (i + 1))) & 31n)];
    return code;
  }
}

/** A code as a person may type it, in the alphabet's own symbols. */
export function normalised(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}
