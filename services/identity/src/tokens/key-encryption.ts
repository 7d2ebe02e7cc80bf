import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const FORMAT = 'v1';

/** Reads TOKEN_KEY_ENCRYPTION_KEY: 32 bytes, base64. Identity will not start without it. */
export function readKeyEncryptionKey(raw: string | undefined): Buffer {
  if (!raw) {
    throw new Error(
      'TOKEN_KEY_ENCRYPTION_KEY is not set: identity keeps its signing key encrypted with it. Make one with `openssl rand -base64 32`.',
    );
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('TOKEN_KEY_ENCRYPTION_KEY must be 32 bytes, base64 encoded (openssl rand -base64 32)');
  return key;
}

/** AES-256-GCM: `v1:<iv>:<tag>:<ciphertext>`, each base64. */
export function encryptWithKey(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [FORMAT, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

export function decryptWithKey(stored: string, key: Buffer): string {
  const [format, iv, tag, data] = stored.split(':');
  if (format !== FORMAT || !iv || !tag || !data) throw new Error('The stored signing key is not in a form identity knows');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(
      'TOKEN_KEY_ENCRYPTION_KEY does not open the stored signing key: it is not the key the signing key was encrypted with',
    );
  }
}
