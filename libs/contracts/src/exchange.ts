import type { z } from 'zod';

/**
 * A request/reply exchange: the schema of its input (checked where it is received) and of its
 * reply (the handler's type, and the answer the API document shows for the routes that pass it on).
 */
export interface Exchange<I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  readonly input: I;
  readonly reply: R;
  /**
   * The reply is sent as consecutive pieces, each a message of its own, put together by the caller:
   * a list (`list`), or a page whose items are cut into pieces, the first carrying the rest (`page`).
   */
  readonly inPieces?: 'list' | 'page';
  /**
   * Calls made at about the same moment travel together, many in one message, and each caller gets
   * its own answer once the callee has answered it: for small, frequent requests (a heartbeat).
   */
  readonly batched?: true;
}

export type InputOf<E> = E extends Exchange<infer I, z.ZodType> ? z.input<I> : never;
export type ParsedInputOf<E> = E extends Exchange<infer I, z.ZodType> ? z.output<I> : never;
export type ReplyOf<E> = E extends Exchange<z.ZodType, infer R> ? z.output<R> : never;
