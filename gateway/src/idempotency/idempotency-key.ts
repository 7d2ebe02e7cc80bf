import { BadRequestException, SetMetadata } from '@nestjs/common';
import type { Idempotency } from '@storystump/contracts';
import { createHash } from 'node:crypto';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IGNORES_IDEMPOTENCY_KEY = 'storystump:ignores-idempotency-key';

/** For POST routes that are safe to repeat as they are (login, logout) and whose answers should not be kept. */
export const IgnoresIdempotencyKey = () => SetMetadata(IGNORES_IDEMPOTENCY_KEY, true);

const VISIBLE = /^[\x21-\x7e]{1,255}$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Who made a request, as far as the gateway knows it: a kept answer is given to that caller alone. */
export interface Caller {
  actorId?: string;
  deviceKeyHash?: string;
  /** The client's address: all an anonymous caller has. */
  address: string;
  /** The Authorization header as sent, on a public route that did not check it. */
  authorization?: string;
}

/** The signed-in user; else the stump's key; else the address and whatever credentials came with it. */
function scopeOf(caller: Caller): string {
  if (caller.actorId) return `user ${caller.actorId}`;
  if (caller.deviceKeyHash) return `device ${caller.deviceKeyHash}`;
  return `address ${caller.address} ${caller.authorization ? sha256(caller.authorization) : ''}`;
}

/**
 * The client's Idempotency-Key scoped to the route and the caller, so two clients (or two routes)
 * choosing the same key never meet, and a hash of the body, so a key reused for another request
 * is refused rather than answered with the first one's reply.
 */
export function idempotencyOf(route: string, caller: Caller, header: string, body: unknown): Idempotency {
  if (!VISIBLE.test(header)) throw new BadRequestException('Idempotency-Key must be 1 to 255 visible characters');
  return {
    key: sha256(`${route}\n${scopeOf(caller)}\n${header}`),
    requestHash: sha256(JSON.stringify(body ?? null)),
  };
}
