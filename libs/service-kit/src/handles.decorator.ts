import { MessagePattern } from '@nestjs/microservices';
import {
  describeZodError,
  repliesInPieces,
  RequestContextSchema,
  rpcContract,
  type Envelope,
  type Operation,
  type ParsedInputOf,
  type RequestContext,
  type RpcContract,
  type RpcReply,
  type RpcSubject,
} from '@storystump/contracts';
import { from, mergeMap, type Observable } from 'rxjs';
import type { z } from 'zod';
import { DomainError } from './domain-error.js';
import { piecesOf } from './reply-budget.js';

/** A service method handling an operation: the context of the request and the input, checked. */
export type OperationMethod<E extends Operation> = (
  ctx: RequestContext,
  input: z.output<E['input']>,
) => Promise<z.output<E['reply']>> | z.output<E['reply']>;

type Handler<S extends RpcSubject> = (msg: Envelope<ParsedInputOf<RpcContract[S]>>) => Promise<RpcReply<S>> | RpcReply<S>;

/** A list answered as consecutive messages, each within a reply's budget (Nest sends each value of an Observable). */
const inPieces = (list: unknown): Observable<unknown[]> =>
  from(Promise.resolve(list as unknown[] | Promise<unknown[]>)).pipe(mergeMap((items) => from(piecesOf(items))));

/** A handler of a subject taking the whole envelope, in a controller of its own (the older form of Handles). */
function handlesSubject<S extends RpcSubject>(subject: S) {
  const inputSchema = rpcContract[subject].input;
  const answersInPieces = repliesInPieces(subject);
  return <H extends Handler<S>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    const handler = descriptor.value;
    if (!handler) throw new Error(`@Handles(${subject}) must decorate a method`);
    descriptor.value = function (this: unknown, raw: unknown) {
      const message = (raw ?? {}) as { ctx?: unknown; input?: unknown };
      const ctx = RequestContextSchema.safeParse(message.ctx);
      if (!ctx.success) throw new DomainError(400, 'INVALID_CONTEXT', describeZodError(ctx.error));
      const input = inputSchema.safeParse(message.input);
      if (!input.success) throw new DomainError(400, 'INVALID_INPUT', describeZodError(input.error));
      const reply = handler.call(this, { ctx: ctx.data, input: input.data } as Envelope<ParsedInputOf<RpcContract[S]>>);
      return answersInPieces ? inPieces(reply) : reply;
    } as H;
    MessagePattern(subject)(target, key, descriptor);
  };
}

const HANDLES = Symbol('handles an operation');

/**
 * Binds an operation to the service method that answers it. The service is registered with
 * `operationHandlers` so the NATS server hears the operation's subject; the input is checked
 * against its schema and the caller against its access before the method runs, and the method's
 * reply type is checked against the operation at compile time.
 */
export function Handles<E extends Operation>(
  operation: E,
): <M extends OperationMethod<E>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>) => void;
export function Handles<S extends RpcSubject>(
  subject: S,
): <H extends Handler<S>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>) => void;
export function Handles(
  operation: Operation | RpcSubject,
): (target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<never>) => void {
  if (typeof operation === 'string') return handlesSubject(operation) as never;
  return (_target: object, _key: string | symbol, descriptor: TypedPropertyDescriptor<never>): void => {
    if (!descriptor.value) throw new Error(`@Handles(${operation.subject}) must decorate a method`);
    Reflect.defineMetadata(HANDLES, operation, descriptor.value);
  };
}

/** The operation a method handles, if it is one (see Handles). */
export const operationHandledBy = (method: unknown): Operation | undefined =>
  typeof method === 'function' ? (Reflect.getMetadata(HANDLES, method) as Operation | undefined) : undefined;
