import { Controller, Logger, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  batchSubjectOf,
  describeZodError,
  MOST_CALLS_IN_A_BATCH,
  RequestContextSchema,
  type Operation,
  type RequestContext,
  type RouteAccess,
} from '@storystump/contracts';
import { defaultIfEmpty, from, mergeMap, type Observable } from 'rxjs';
import { requireActor, requireAdmin } from './access.js';
import { DomainError } from './domain-error.js';
import { operationHandledBy } from './handles.decorator.js';
import { piecesOf } from './reply-budget.js';
import { rpcErrorBodyOf } from './rpc-error.filter.js';

type ServiceMethod = (ctx: RequestContext, input: unknown) => unknown;

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown[]> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * A list answered as consecutive messages, each within a reply's budget (Nest sends each value of
 * an Observable): given whole, or as chunks read one after another (see keysetChunks), each sent as
 * it comes. At least one piece is sent, empty for an empty list.
 */
const listInPieces = (list: unknown): Observable<unknown[]> =>
  (isAsyncIterable(list) ? from(list) : from(Promise.resolve(list as unknown[] | Promise<unknown[]>))).pipe(
    mergeMap((items) => from(items.length ? piecesOf(items) : [])),
    defaultIfEmpty([]),
  );

/** A page answered as consecutive messages: its items in pieces, the first piece with the page's cursor and total. */
const pageInPieces = (page: unknown): Observable<object> =>
  from(Promise.resolve(page as { items: unknown[] } | Promise<{ items: unknown[] }>)).pipe(
    mergeMap(({ items, ...rest }) =>
      from(piecesOf(items).map((piece, index) => (index === 0 ? { ...rest, items: piece } : { items: piece }))),
    ),
  );

/** The operation's access, checked again where it is handled: the gateway's check is the first gate only. */
function checkAccess(access: RouteAccess | undefined, ctx: RequestContext): void {
  if (access === 'user') requireActor(ctx);
  if (access === 'admin') requireAdmin(ctx);
}

/** Checks a request of an operation and has the service's method answer it. */
function answer(operation: Operation, method: ServiceMethod, service: object, raw: unknown): unknown {
  const message = (raw ?? {}) as { ctx?: unknown; input?: unknown };
  const ctx = RequestContextSchema.safeParse(message.ctx);
  if (!ctx.success) throw new DomainError(400, 'INVALID_CONTEXT', describeZodError(ctx.error));
  const input = operation.input.safeParse(message.input);
  if (!input.success) throw new DomainError(400, 'INVALID_INPUT', describeZodError(input.error));
  checkAccess(operation.http?.access, ctx.data);
  const reply = method.call(service, ctx.data, input.data);
  if (operation.inPieces === 'list') return listInPieces(reply);
  if (operation.inPieces === 'page') return pageInPieces(reply);
  return reply;
}

const batchLogger = new Logger('Operations');

/**
 * A batch of a batched operation's calls (see `batchedOperation`): each call is checked and answered
 * as if it had come alone, all at once, and the batch is answered when every one of them is, in their
 * order: `{ reply }` or `{ error }` (what the call alone would have failed with).
 */
async function answerBatch(operation: Operation, method: ServiceMethod, service: object, raw: unknown): Promise<unknown[]> {
  const calls = (raw as { calls?: unknown } | undefined)?.calls;
  if (!Array.isArray(calls) || calls.length === 0 || calls.length > MOST_CALLS_IN_A_BATCH) {
    throw new DomainError(400, 'INVALID_INPUT', `calls must be a list of 1 to ${MOST_CALLS_IN_A_BATCH} calls`);
  }
  return Promise.all(
    calls.map(async (call) => {
      try {
        return { reply: await answer(operation, method, service, call) };
      } catch (error) {
        return { error: rpcErrorBodyOf(error, batchLogger) };
      }
    }),
  );
}

/**
 * The NATS side of a service whose methods handle operations (see Handles): a controller Nest's
 * NATS server reads the subjects from, answering with the service's one instance.
 */
function handlerOf(service: Type<object>): Type<unknown> {
  class OperationHandler {
    constructor(readonly service: object) {}
  }
  Object.defineProperty(OperationHandler, 'name', { value: `${service.name}Operations` });
  Reflect.defineMetadata('design:paramtypes', [service], OperationHandler);
  const prototype = service.prototype as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(prototype)) {
    const method = prototype[name];
    const operation = operationHandledBy(method);
    if (!operation) continue;
    const descriptor: TypedPropertyDescriptor<(raw: unknown) => unknown> = {
      value(this: OperationHandler, raw: unknown) {
        return answer(operation, method as ServiceMethod, this.service, raw);
      },
      configurable: true,
      writable: true,
    };
    Object.defineProperty(OperationHandler.prototype, name, descriptor);
    MessagePattern(operation.subject)(OperationHandler.prototype, name, descriptor);
    if (!operation.batched) continue;
    const batchName = `${name}Batch`;
    const batchDescriptor: TypedPropertyDescriptor<(raw: unknown) => unknown> = {
      value(this: OperationHandler, raw: unknown) {
        return answerBatch(operation, method as ServiceMethod, this.service, raw);
      },
      configurable: true,
      writable: true,
    };
    Object.defineProperty(OperationHandler.prototype, batchName, batchDescriptor);
    MessagePattern(batchSubjectOf(operation.subject))(OperationHandler.prototype, batchName, batchDescriptor);
  }
  Controller()(OperationHandler);
  return OperationHandler;
}

/** The controllers that have these services answer their operations: a module lists them in `controllers`. */
export const operationHandlers = (...services: Type<object>[]): Type<unknown>[] => services.map(handlerOf);
