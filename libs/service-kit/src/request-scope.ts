import { AsyncLocalStorage } from 'node:async_hooks';

/** The header a request's id travels in, from the gateway's answer to every NATS request it causes. */
export const REQUEST_ID_HEADER = 'x-request-id';

export interface RequestScope {
  requestId: string;
}

/** The request being handled, wherever its work goes: every log line written meanwhile names it. */
export const requestScope = new AsyncLocalStorage<RequestScope>();
