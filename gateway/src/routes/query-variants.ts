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
  /**
   * Refused when sent: beside a route, what asks the mounted route for another answer (its own
   * parameters, a page's); for a page, the paging parameters its list does not take.
   */
  readonly refuses: readonly string[];
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
  for (const route of routes) {
    if (!route.page) continue;
    const askedBy = pageParametersOf(route.page);
    // A list always paged takes whatever its own query says; the others, only the paging they name.
    const refuses = askedBy.length ? PAGING_PARAMETERS.filter((name) => !askedBy.includes(name)) : [];
    add(route.name, { askedBy, refuses, subject: route.page });
  }
  for (const variant of routes.filter((route) => route.whenQueryHas)) {
    const mounted = routes.find((route) => !route.whenQueryHas && route.method === variant.method && route.path === variant.path);
    if (!mounted || mounted.access !== variant.access || !variant.query)
      throw new Error(`${variant.name}: no route of its method, path and access to answer instead of, or no query`);
    // Any of its own parameters asks for it (a zoom without its box is refused by its schema, not
    // ignored); the mounted route's own (a list's filters) and its page's ask for another answer.
    const own = parametersOf(variant.query);
    const askedBy = [variant.whenQueryHas!, ...own.filter((name) => name !== variant.whenQueryHas)];
    const others = [...parametersOf(mounted.query), ...(variants.get(mounted.name) ?? []).flatMap((page) => page.askedBy)];
    const refuses = [...new Set(others)].filter((name) => !askedBy.includes(name));
    // Chosen before the page: a box decides the answer, whatever else is sent.
    variants.set(mounted.name, [
      { askedBy, refuses, subject: variant.subject, route: variant },
      ...(variants.get(mounted.name) ?? []),
    ]);
  }
  return variants;
}

/** `a`, `a and b`, `a, b and c`. */
const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

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
  const sent = (name: string) => given[name] !== undefined;
  // A page operation asked by no parameter in particular answers every request of its list: it is always paged.
  const variant = variants?.find((each) => !each.askedBy.length || each.askedBy.some(sent));
  // What a request is held to: the route it chose, or else the page rules of its list.
  const rules = variant?.route ? variant : variants?.find((each) => !each.route);
  const refused = rules?.refuses.filter(sent) ?? [];
  if (rules && refused.length) {
    throw new BadRequestException(
      rules.route
        ? `${listed(refused)} cannot be sent with ${listed(rules.askedBy.filter(sent))}: they ask for different answers`
        : `${listed(refused)} ${refused.length > 1 ? 'are' : 'is'} not taken by this list: it pages by ${listed(rules.askedBy)}`,
    );
  }
  if (!variant) return undefined;
  if (!variant.route) return { variant, query: checkedQuery ?? {} };
  const checked = (variant.route.query as z.ZodType).safeParse(given);
  if (!checked.success) throw new BadRequestException(describeZodError(checked.error));
  return { variant, query: checked.data as object };
}
