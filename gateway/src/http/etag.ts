import { createHash } from 'node:crypto';

/** A strong ETag of an answer's body: its SHA-256, 160 bits of it in base64url, quoted. */
export const etagOf = (body: string | Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
