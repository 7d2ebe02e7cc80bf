import { Catch, type LoggerService, type RpcExceptionFilter } from '@nestjs/common';
import { isRpcErrorBody, type RpcErrorBody } from '@storystump/contracts';
import { throwError, type Observable } from 'rxjs';
import { isDatabaseUnavailable } from './database-errors.js';
import { DomainError, INTERNAL_ERROR, UNAVAILABLE_ERROR } from './domain-error.js';
import { RpcFailure } from './rpc-failure.js';

/**
 * Anything a handler throws as `{ status, code, message }`: its own domain errors and the failures
 * of services it called keep theirs; anything else is logged and never leaked.
 */
export function rpcErrorBodyOf(exception: unknown, logger: LoggerService): RpcErrorBody {
  if (exception instanceof DomainError) return exception.toBody();
  // Another service's answer (404, 409, a 504 timeout …) passes on as it came.
  if (exception instanceof RpcFailure) return exception.body;
  if (isRpcErrorBody(exception)) return exception;
  if (isDatabaseUnavailable(exception)) {
    logger.warn(
      `The database is unavailable: ${exception instanceof Error ? exception.message : String(exception)}`,
      'RpcErrorFilter',
    );
    return UNAVAILABLE_ERROR;
  }
  logger.error(exception instanceof Error ? exception : String(exception), 'RpcErrorFilter');
  return INTERNAL_ERROR;
}

/** Answers what a handler throws with its `{ status, code, message }` (see rpcErrorBodyOf). */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: LoggerService) {}

  catch(exception: unknown): Observable<never> {
    return throwError(() => rpcErrorBodyOf(exception, this.logger));
  }
}
