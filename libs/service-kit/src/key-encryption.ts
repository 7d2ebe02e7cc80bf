import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const FORMAT = 'v1';

/**
 * Reads a key-encryption setting (32 bytes, base64): the key a service's own secrets (signing
 * keys) are encrypted with at rest. The service will not start without it.
 */
export function readKeyEncryptionKey(setting: string, raw: string | undefined, purpose: string): Buffer {
  if (!raw) {
    throw new Error(`${setting} is not set: ${purpose}. Make one with \`openssl rand -base64 32\`.`);
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error(`${setting} must be 32 bytes, base64 encoded (openssl rand -base64 32)`);
  return key;
}

/** AES-256-GCM: `v1:<iv>:<tag>:<ciphertext>`, each base64. */
export function encryptWithKey(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [FORMAT, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

/** Opens what encryptWithKey made; `setting` names the key, and `secret` what it opens, in the error when it is the wrong one. */
export function decryptWithKey(stored: string, key: Buffer, setting: string, secret = 'signing key'): string {
  const [format, iv, tag, data] = stored.split(':');
  if (format !== FORMAT || !iv || !tag || !data) throw new Error('The stored key is not in a known form');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(`${setting} does not open the stored ${secret}: it is not the key the ${secret} was encrypted with`);
  }
}
