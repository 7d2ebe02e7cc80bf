import { BadRequestException, SetMetadata } from '@nestjs/common';
import type { Idempotency } from '@storystump/contracts';
import { createHash, createHmac } from 'node:crypto';

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

/** A request as the client sent it: its method, its URL (path and query) and its parsed body. */
export interface KeyedRequest {
  method: string;
  url: string;
  body: unknown;
}

/** The signed-in user; else the stump's key; else the address and whatever credentials came with it. */
function scopeOf(caller: Caller): string {
  if (caller.actorId) return `user ${caller.actorId}`;
  if (caller.deviceKeyHash) return `device ${caller.deviceKeyHash}`;
  return `address ${caller.address} ${caller.authorization ? sha256(caller.authorization) : ''}`;
}

/** Everything that makes one request another: method, path, query (in a stable order) and body. */
function fingerprintOf(request: KeyedRequest): string {
  const url = new URL(request.url, 'http://gateway');
  url.searchParams.sort();
  return `${request.method} ${url.pathname}?${url.searchParams.toString()}\n${JSON.stringify(request.body ?? null)}`;
}

const hmac = (secret: Buffer | string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/**
 * The client's Idempotency-Key scoped to the caller, so two clients choosing the same key never
 * meet, with a fingerprint of the request it came with, so the key reused for any other request
 * (another order, another query, another body) is refused rather than answered with the first
 * one's reply. The stored key, the reply key (which seals the kept answer) and the fingerprint's
 * key are HMACs under the gateway's secret, and the last two are stored nowhere: the services'
 * tables alone open neither the answer (a session token, a new API key) nor the request (a
 * password in a body), and a short client key cannot be found from them by trying every one.
 */
export function idempotencyOf(request: KeyedRequest, caller: Caller, header: string, secret: Buffer): Idempotency {
  if (!VISIBLE.test(header)) throw new BadRequestException('Idempotency-Key must be 1 to 255 visible characters');
  const scoped = `${scopeOf(caller)}\n${header}`;
  return {
    key: hmac(secret, `key\n${scoped}`),
    requestHash: hmac(hmac(secret, `request\n${scoped}`), fingerprintOf(request)),
    replyKey: hmac(secret, `reply\n${scoped}`),
  };
}
