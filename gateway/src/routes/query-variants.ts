import { BadRequestException } from '@nestjs/common';
import { describeZodError, type NamedRoute } from '@storystump/contracts';

/**
 * The routes answered instead of a mounted route when its query has their parameter (see
 * `whenQueryHas`), by the mounted route's name. A variant with no route to stand in for, or let in
 * otherwise than it, is a mistake of the table: the gateway does not start.
 */
export function queryVariantsOf<R extends NamedRoute>(routes: readonly R[]): Map<string, R[]> {
  const variants = new Map<string, R[]>();
  for (const variant of routes.filter((route) => route.whenQueryHas)) {
    const mounted = routes.find((route) => !route.whenQueryHas && route.method === variant.method && route.path === variant.path);
    if (!mounted || mounted.access !== variant.access || !variant.query)
      throw new Error(`${variant.name}: no route of its method, path and access to answer instead of, or no query`);
    variants.set(mounted.name, [...(variants.get(mounted.name) ?? []), variant]);
  }
  return variants;
}

/** The variant the request's query chooses, with that query checked by the variant's schema (400 naming what is wrong). */
export function chosenVariant<R extends NamedRoute>(
  variants: readonly R[] | undefined,
  query: unknown,
): { route: R; query: object } | undefined {
  const given = (query ?? {}) as Record<string, unknown>;
  const route = variants?.find((variant) => given[variant.whenQueryHas!] !== undefined);
  if (!route) return undefined;
  const checked = route.query!.safeParse(given);
  if (!checked.success) throw new BadRequestException(describeZodError(checked.error));
  return { route, query: checked.data as object };
}
