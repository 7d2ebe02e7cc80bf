import { createHash } from 'node:crypto';

/** The SHA-256 of an address as it is compared (trimmed, lower case), in hex. */
export const addressHashOf = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
