import { z } from 'zod';
import type { Exchange } from './exchange.js';
import { PAGING_PARAMETERS, PageReply, pageQueryFields, type Paging } from './paging.js';
import type { HttpSide } from './routes/route.js';

/**
 * One operation: the schemas of its input and reply and, where it has one, its HTTP side. Who
 * may call it (`http.access`) is checked by the gateway and again where it is handled.
 */
export interface OperationDeclaration<I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> extends Exchange<I, R> {
  readonly http?: HttpSide;
}

/** An operation with its place: the NATS subject it is asked on, `<service>.<group>.<name>`. */
export type Operation<
  I extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  S extends string = string,
> = OperationDeclaration<I, R> & { readonly subject: S };

/** Declares an operation answering one reply. */
export const operation = <I extends z.ZodType, R extends z.ZodType, const H extends HttpSide | undefined = undefined>(
  input: I,
  reply: R,
  http?: H,
): { readonly input: I; readonly reply: R; readonly http: H } => ({ input, reply, http: http as H });

/**
 * Declares an operation asked often with a small input (a stump's heartbeat): the calls a caller
 * makes at about the same moment go as one message (see `batchSubjectOf`), each answered on its own.
 */
export const batchedOperation = <I extends z.ZodType, R extends z.ZodType, const H extends HttpSide | undefined = undefined>(
  input: I,
  reply: R,
  http?: H,
): { readonly input: I; readonly reply: R; readonly batched: true; readonly http: H } => ({
  input,
  reply,
  batched: true,
  http: http as H,
});

/**
 * Declares an operation whose reply is a whole list of any length: one NATS message carries at
 * most 1 MB, so the list travels in as many pieces as it takes and the caller gets it whole.
 */
export const listOperation = <I extends z.ZodType, T extends z.ZodType, const H extends HttpSide | undefined = undefined>(
  input: I,
  item: T,
  http?: H,
): { readonly input: I; readonly reply: z.ZodArray<T>; readonly inPieces: 'list'; readonly http: H } => ({
  input,
  reply: z.array(item),
  inPieces: 'list',
  http: http as H,
});

/** A list's query: its own filters and the paging parameters, each optional. */
export const pagedQuery = <F extends z.ZodObject, const S extends string>(filters: F, declared: Paging<S>) =>
  filters.extend(pageQueryFields(declared));

/**
 * Declares the operation answering a page of a list: its input is the list's filters and the paging
 * parameters, its reply a page of items with the cursor of the next and the total. The list's route
 * sends it a request that names any of the parameters it is `askedBy` (see `pagedRouteOf`). A page travels in
 * pieces too, so that no page depends on the size of one NATS message.
 */
export const pageOperation = <F extends z.ZodObject, T extends z.ZodType, const S extends string>(
  filters: F,
  item: T,
  declared: Paging<S>,
) => ({
  input: pagedQuery(filters, declared),
  reply: PageReply(item),
  inPieces: 'page' as const,
  askedBy: PAGING_PARAMETERS,
  paging: declared,
  http: undefined,
});

/** `revokedTokens` -> `revoked-tokens`. */
export type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : S;

const kebabCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export type OperationGroup<Service extends string, Group extends string, E extends Record<string, OperationDeclaration>> = {
  readonly [K in keyof E & string]: E[K] & { readonly subject: `${Service}.${Group}.${KebabCase<K>}` };
};

/** A service's operations of one group, each given its subject: `<service>.<group>.<kebab-case name>`. */
export function operations<
  const Service extends string,
  const Group extends string,
  const E extends Record<string, OperationDeclaration>,
>(service: Service, group: Group, entries: E): OperationGroup<Service, Group, E> {
  return Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => [name, { ...entry, subject: `${service}.${group}.${kebabCase(name)}` }]),
  ) as OperationGroup<Service, Group, E>;
}

type EntriesOf<G> = G extends unknown ? G[keyof G] : never;

/** A service's operations by subject, from its groups. */
export type ContractOf<Groups extends readonly object[]> = {
  readonly [E in EntriesOf<Groups[number]> as E extends { subject: infer S extends string } ? S : never]: E;
};

export const contractOf = <const Groups extends readonly object[]>(...groups: Groups): ContractOf<Groups> =>
  Object.fromEntries(
    groups.flatMap((group) => Object.values(group as Record<string, Operation>).map((entry) => [entry.subject, entry])),
  ) as ContractOf<Groups>;
