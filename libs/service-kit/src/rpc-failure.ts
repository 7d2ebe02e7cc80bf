import { isRpcErrorBody, type RpcErrorBody } from '@storystump/contracts';
import { TimeoutError } from 'rxjs';
import { UNAVAILABLE_ERROR } from './domain-error.js';

/** A failed request over NATS, with the status the HTTP edge should answer. */
export class RpcFailure extends Error {
  constructor(readonly body: RpcErrorBody) {
    super(body.message);
    this.name = 'RpcFailure';
  }
}

// Nest says "There are no subscribers listening to that message" when nothing answers a subject.
const CONNECTION_TROUBLE = /no responders|no subscribers listening|503|connection (closed|refused|lost)|disconnect|CONNECTION_/i;

/**
 * Maps whatever a NATS request failed with (Nest delivers plain objects, strings or Errors):
 * a service's own error keeps its status; a timeout is 504; no responder or a lost connection
 * is 503; anything else 502.
 */
export function toRpcFailure(error: unknown): RpcFailure {
  if (error instanceof RpcFailure) return error;
  if (isRpcErrorBody(error)) return new RpcFailure(error);
  if (error instanceof TimeoutError) {
    return new RpcFailure({ status: 504, code: 'UPSTREAM_TIMEOUT', message: 'A service did not answer in time' });
  }
  const text = describe(error);
  if (CONNECTION_TROUBLE.test(text)) {
    return new RpcFailure(UNAVAILABLE_ERROR);
  }
  return new RpcFailure({ status: 502, code: 'UPSTREAM_FAILED', message: 'A service failed to answer' });
}

function describe(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return `${error.name} ${error.message} ${(error as { code?: unknown }).code ?? ''}`;
  if (typeof error === 'object' && error !== null) {
    const e = error as Record<string, unknown>;
    return `${String(e.message ?? '')} ${String(e.code ?? '')} ${String(e.err ?? '')}`;
  }
  return String(error);
}
