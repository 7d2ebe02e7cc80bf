import { MessagePattern } from '@nestjs/microservices';
import {
  describeZodError,
  repliesInPieces,
  RequestContextSchema,
  rpcContract,
  type Envelope,
  type ParsedInputOf,
  type RpcContract,
  type RpcReply,
  type RpcSubject,
} from '@storystump/contracts';
import { from, mergeMap, type Observable } from 'rxjs';
import { DomainError } from './domain-error.js';
import { piecesOf } from './reply-budget.js';

type Handler<S extends RpcSubject> = (msg: Envelope<ParsedInputOf<RpcContract[S]>>) => Promise<RpcReply<S>> | RpcReply<S>;

/** A list answered as consecutive messages, each within a reply's budget (Nest sends each value of an Observable). */
const inPieces = (list: unknown): Observable<unknown[]> =>
  from(Promise.resolve(list as unknown[] | Promise<unknown[]>)).pipe(mergeMap((items) => from(piecesOf(items))));

/**
 * Declares a request/reply handler for a subject of the contract. The envelope is validated
 * against the subject's schema before the method runs, and the method's reply type is checked
 * against the contract at compile time. A list the contract sends in pieces is returned whole
 * by the method and cut here.
 */
export function Handles<S extends RpcSubject>(subject: S) {
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
