import { decryptWithKey, encryptWithKey } from '../key-encryption.js';
import type { IdempotentOutcome } from './idempotent-reply.entity.js';

/** Seals an outcome with the request's reply key (64 hex characters: 32 bytes). */
export function sealOutcome(outcome: IdempotentOutcome, replyKey: string): string {
  return encryptWithKey(JSON.stringify(outcome), Buffer.from(replyKey, 'hex'));
}

/** Opens what sealOutcome made with the same reply key. */
export function openOutcome(sealed: string, replyKey: string): IdempotentOutcome {
  return JSON.parse(decryptWithKey(sealed, Buffer.from(replyKey, 'hex'), 'The reply key', 'kept reply')) as IdempotentOutcome;
}
