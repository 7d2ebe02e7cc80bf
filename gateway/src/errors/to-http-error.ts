import { HttpException } from '@nestjs/common';
import type { HttpErrorBody } from '@storystump/contracts';
import { RpcFailure } from '@storystump/service-kit';
import { JSON_BODY_LIMIT_KB } from '../gateway-config.js';
import { TemporarilyUnavailable } from './unavailable.js';

export interface HttpError {
  status: number;
  body: HttpErrorBody;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

// Fastify's own errors, said in words a client can act on.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `Request body is larger than ${JSON_BODY_LIMIT_KB} KB`,
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but declared as JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

export const INTERNAL: HttpError = { status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } };

/** Every error becomes `{ message, code }` with its status; nothing internal ever leaks. */
export function toHttpError(exception: unknown): HttpError {
  if (exception instanceof RpcFailure) {
    // Services already hide their internals: an unexpected error arrives as 'Internal server error'.
    const { status, code, message } = exception.body;
    return { status, body: { message, code } };
  }
  if (exception instanceof TemporarilyUnavailable) {
    return { status: 503, body: { message: exception.message, code: 'UNAVAILABLE' } };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status >= 500) return INTERNAL;
    // Nest wraps Fastify's own errors (bad JSON, body too large) and keeps them as the cause.
    const fastifyMessage = FASTIFY_MESSAGES[String((exception.cause as { code?: unknown } | undefined)?.code)];
    if (fastifyMessage) return { status, body: { message: fastifyMessage, code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST' } };
    const response = exception.getResponse();
    const message =
      typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? exception.message);
    return { status, body: { message, code: CODE_BY_STATUS[status] ?? 'ERROR' } };
  }
  return INTERNAL;
}
