import type { z } from 'zod';

/** A request/reply exchange: its input schema, and (as a type only) its reply. */
export interface Exchange<I extends z.ZodType = z.ZodType, R = unknown> {
  readonly input: I;
  readonly reply?: R;
}

export const exchange =
  <R>() =>
  <I extends z.ZodType>(input: I): Exchange<I, R> => ({ input });

export type InputOf<E> = E extends Exchange<infer I, unknown> ? z.input<I> : never;
export type ParsedInputOf<E> = E extends Exchange<infer I, unknown> ? z.output<I> : never;
export type ReplyOf<E> = E extends Exchange<z.ZodType, infer R> ? R : never;
