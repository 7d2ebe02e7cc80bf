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
// NATS refuses to send a message past the server's max_payload (1 MB unless configured).
const PAST_MAX_PAYLOAD = /max_payload|MAX_PAYLOAD/;

/** A request larger than NATS carries: what the caller sent is too large, not a failing service. */
const TOO_LARGE_TO_PASS_ON = {
  status: 413,
  code: 'PAYLOAD_TOO_LARGE',
  message: 'The request is too large for the services to take',
} as const;

/**
 * Maps whatever a NATS request failed with (Nest delivers plain objects, strings or Errors):
 * a service's own error keeps its status; a timeout is 504; no responder or a lost connection
 * is 503; a request past NATS's largest message 413; anything else 502.
 */
export function toRpcFailure(error: unknown): RpcFailure {
  if (error instanceof RpcFailure) return error;
  if (isRpcErrorBody(error)) return new RpcFailure(error);
  if (error instanceof TimeoutError) {
    return new RpcFailure({ status: 504, code: 'UPSTREAM_TIMEOUT', message: 'A service did not answer in time' });
  }
  const text = describe(error);
  if (PAST_MAX_PAYLOAD.test(text)) return new RpcFailure({ ...TOO_LARGE_TO_PASS_ON });
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
