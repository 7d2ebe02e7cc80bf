import { API_KEY_PREFIX } from '@storystump/contracts';
import { createHash, randomBytes } from 'node:crypto';
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

/** A new key: 256 random bits. Only its hash and a short prefix are ever stored. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, SHOWN_PREFIX_LENGTH) };
}

/** 256 random bits need no slow hash: sha256 is enough to make the stored value useless to a thief. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
