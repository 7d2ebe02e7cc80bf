import { MessagePattern } from '@nestjs/microservices';
import {
  describeZodError,
  RequestContextSchema,
  rpcContract,
  type Envelope,
  type ParsedInputOf,
  type RpcContract,
  type RpcReply,
  type RpcSubject,
} from '@storystump/contracts';
import { DomainError } from './domain-error.js';

type Handler<S extends RpcSubject> = (msg: Envelope<ParsedInputOf<RpcContract[S]>>) => Promise<RpcReply<S>> | RpcReply<S>;

/**
 * Declares a request/reply handler for a subject of the contract. The envelope is validated
 * against the subject's schema before the method runs, and the method's reply type is checked
 * against the contract at compile time.
 */
export function Handles<S extends RpcSubject>(subject: S) {
  const inputSchema = rpcContract[subject].input;
  return <H extends Handler<S>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    const handler = descriptor.value;
    if (!handler) throw new Error(`@Handles(${subject}) must decorate a method`);
    descriptor.value = function (this: unknown, raw: unknown) {
      const message = (raw ?? {}) as { ctx?: unknown; input?: unknown };
      const ctx = RequestContextSchema.safeParse(message.ctx);
      if (!ctx.success) throw new DomainError(400, 'INVALID_CONTEXT', describeZodError(ctx.error));
      const input = inputSchema.safeParse(message.input);
      if (!input.success) throw new DomainError(400, 'INVALID_INPUT', describeZodError(input.error));
      return handler.call(this, { ctx: ctx.data, input: input.data } as Envelope<ParsedInputOf<RpcContract[S]>>);
    } as H;
    MessagePattern(subject)(target, key, descriptor);
  };
}
