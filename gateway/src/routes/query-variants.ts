import { BadRequestException } from '@nestjs/common';
import { describeZodError, PAGING_PARAMETERS, rpcContract, type NamedRoute, type RpcSubject } from '@storystump/contracts';
import { z } from 'zod';

/**
 * Another operation that answers a mounted route's request when its query names any of the
 * variant's parameters: a list's page operation (answered as the page's items with its paging
 * headers), or a route of the same method and path declared `whenQueryHas` (answered as its own).
 */
export interface QueryVariant<R extends NamedRoute> {
  readonly askedBy: readonly string[];
  readonly subject: RpcSubject;
  /** The route answered instead, whose own query schema checks the request again; none for a page. */
  readonly route?: R;
  /** Parameters that ask the route for another answer than this variant's, refused beside it. */
  readonly conflicts?: readonly string[];
}

/** The parameters a query schema names (none when it is not an object's). */
function parametersOf(schema: unknown): string[] {
  const object = schema instanceof z.ZodOptional ? (schema.unwrap() as unknown) : schema;
  return object instanceof z.ZodObject ? Object.keys(object.shape) : [];
}

/** The paging parameters that send a list route's request to its page operation. */
function pageParametersOf(subject: RpcSubject): readonly string[] {
  const entry = rpcContract[subject] as { askedBy?: readonly string[] };
  if (!entry.askedBy) throw new Error(`${subject}: a page operation names the parameters that ask for it`);
  return entry.askedBy;
}

/**
 * The variants of every mounted route, by its name, in the order they are chosen: the routes of
 * the same method and path declared `whenQueryHas`, then its page operation. A variant with no route to stand in for, or let
 * in otherwise than it, is a mistake of the table: the gateway does not start.
 */
export function queryVariantsOf<R extends NamedRoute & { readonly subject: RpcSubject }>(
  routes: readonly R[],
): Map<string, QueryVariant<R>[]> {
  const variants = new Map<string, QueryVariant<R>[]>();
  const add = (name: string, variant: QueryVariant<R>) => variants.set(name, [...(variants.get(name) ?? []), variant]);
  for (const variant of routes.filter((route) => route.whenQueryHas)) {
    const mounted = routes.find((route) => !route.whenQueryHas && route.method === variant.method && route.path === variant.path);
    if (!mounted || mounted.access !== variant.access || !variant.query)
      throw new Error(`${variant.name}: no route of its method, path and access to answer instead of, or no query`);
    // Any of its own parameters asks for it (a zoom without its box is refused by its schema, not
    // ignored); the mounted route's own (a list's filters) ask for another answer.
    const own = parametersOf(variant.query);
    const askedBy = [variant.whenQueryHas!, ...own.filter((name) => name !== variant.whenQueryHas)];
    const conflicts = parametersOf(mounted.query).filter((name) => !askedBy.includes(name));
    add(mounted.name, { askedBy, conflicts, subject: variant.subject, route: variant });
  }
  for (const route of routes) {
    if (route.page) add(route.name, { askedBy: pageParametersOf(route.page), subject: route.page });
  }
  return variants;
}

/** `a`, `a and b`, `a, b and c`. */
const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

const sentIn = (given: Record<string, unknown>) => (name: string) => given[name] !== undefined;

/**
 * The variant the request's query chooses, if any, with the query it is given: the route's own
 * checked query for a page, the raw query checked by the variant route's schema otherwise (400
 * naming what is wrong). A query asking for two different answers (a map's box and a page) is
 * refused, as are paging parameters a list does not take: neither is quietly left out.
 */
export function chosenVariant<R extends NamedRoute>(
  variants: readonly QueryVariant<R>[] | undefined,
  rawQuery: unknown,
  checkedQuery: object | undefined,
): { variant: QueryVariant<R>; query: object } | undefined {
  const given = (rawQuery ?? {}) as Record<string, unknown>;
  const sent = sentIn(given);
  // A page operation asked by no parameter in particular answers every request of its list: it is always paged.
  const variant = variants?.find((each) => !each.askedBy.length || each.askedBy.some(sent));
  const page = variants?.find((each) => !each.route);
  if (variant?.route) {
    const others = [
      ...(variant.conflicts ?? []),
      ...(variants ?? []).filter((each) => each !== variant).flatMap((each) => each.askedBy),
    ].filter((name) => sent(name) && !variant.askedBy.includes(name));
    if (others.length) {
      const own = variant.askedBy.filter(sent);
      throw new BadRequestException(
        `${listed([...new Set(others)])} cannot be sent with ${listed(own)}: they ask for different answers`,
      );
    }
  } else if (page && page.askedBy.length) {
    const untaken = PAGING_PARAMETERS.filter((name) => sent(name) && !page.askedBy.includes(name));
    if (untaken.length) {
      throw new BadRequestException(
        `${listed(untaken)} ${untaken.length > 1 ? 'are' : 'is'} not taken by this list: it pages by ${listed(page.askedBy)}`,
      );
    }
  }
  if (!variant) return undefined;
  if (!variant.route) return { variant, query: checkedQuery ?? {} };
  const checked = (variant.route.query as z.ZodType).safeParse(given);
  if (!checked.success) throw new BadRequestException(describeZodError(checked.error));
  return { variant, query: checked.data as object };
}
