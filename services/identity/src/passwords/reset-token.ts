import { createHash, randomBytes } from 'node:crypto';

/** A reset link's token: 256 random bits, written for a URL. */
export const newResetToken = () => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256 (no salt or key is needed for 256 random bits). */
export const hashOfResetToken = (token: string) => createHash('sha256').update(token).digest('hex');
