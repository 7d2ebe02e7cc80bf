import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { PathParams, RouteBody, RouteQuery, RouteReply } from '@storystump/contracts';
import type { RouteGroup, RouteGroupTable, RouteName, RouteOf } from './route-group-table';

/** What a request to a route carries: its path parameters, body and query, each only where the route has one. */
export type RouteParts<R extends { readonly path: string }> = (keyof PathParams<R['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<R['path']> }) &
  (RouteBody<R> extends undefined ? { body?: undefined } : { body: RouteBody<R> }) &
  (RouteQuery<R> extends undefined ? { query?: undefined } : { query?: RouteQuery<R> });

/** The parts as an argument: left out where the route needs none. */
type PartsArgs<P> = object extends P ? [parts?: P] : [parts: P];

type Defined<T, Otherwise> = [T] extends [undefined] ? Otherwise : T;
/**
 * An endpoint's argument when it is the route's own: a route with path parameters takes its parts,
 * one without takes its query (a GET) or its body.
 */
type RouteArg<R extends { readonly path: string; readonly method: string }> = keyof PathParams<R['path']> extends never
  ? R['method'] extends 'GET'
    ? Defined<RouteQuery<R>, void> | void
    : Defined<RouteBody<R>, void>
  : RouteParts<R>;

/** The argument's type is the route's or toParts', never guessed from where the endpoint is used. */
type Uninferred<T> = [T][T extends unknown ? 0 : never];

/** A route's URL below /api, with its parameters filled in (each URL-encoded). */
function urlOf(path: string, params?: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, param: string) => encodeURIComponent(params?.[param] ?? ''));
}

/** A request to a route of a group, by its name: its method and URL from the route table, and the parts given. */
export function requestFor<G extends RouteGroup, N extends RouteName<G>>(
  routes: RouteGroupTable<G>,
  name: N,
  ...[parts]: PartsArgs<RouteParts<RouteOf<G, N>>>
): FetchArgs {
  const { params, body, query } = (parts ?? {}) as { params?: Record<string, string>; body?: unknown; query?: object };
  const [method, path] = routes[name];
  return {
    url: urlOf(path, params),
    method,
    ...(body !== undefined ? { body } : {}),
    ...(query !== undefined ? { params: query as Record<string, unknown> } : {}),
  };
}

/** Types an answer as the route's reply; the answer itself is passed on as it came. */
export const replyOf = <G extends RouteGroup, N extends RouteName<G>>(answer: unknown) => answer as RouteReply<RouteOf<G, N>>;

/**
 * An RTK Query endpoint's request and reply, both from a route's name in its group:
 * `build.query(routeEndpoint(stations, 'list'))`. Its argument is the route's own (see RouteArg),
 * or what `toParts` takes and turns into the route's parts.
 */
export function routeEndpoint<G extends RouteGroup, N extends RouteName<G>, Arg = RouteArg<RouteOf<G, N>>>(
  routes: RouteGroupTable<G>,
  name: N,
  toParts?: (arg: Arg) => RouteParts<RouteOf<G, N>>,
) {
  const [method, path] = routes[name];
  const partsOf = (arg: unknown): unknown =>
    toParts
      ? toParts(arg as Arg)
      : path.includes(':')
        ? arg
        : arg === undefined
          ? {}
          : method === 'GET'
            ? { query: arg }
            : { body: arg };
  return {
    query: (arg: Uninferred<Arg>) =>
      (requestFor as (routes: unknown, name: N, parts: unknown) => FetchArgs)(routes, name, partsOf(arg)),
    transformResponse: replyOf<G, N>,
  };
}

type DataOf<T> = T extends { data: infer D } ? D : never;

/** As routeEndpoint, for a route that answers `{ data }`: the endpoint's result is what is inside. */
export function routeDataEndpoint<G extends RouteGroup, N extends RouteName<G>, Arg = RouteArg<RouteOf<G, N>>>(
  routes: RouteGroupTable<G>,
  name: N,
  toParts?: (arg: Arg) => RouteParts<RouteOf<G, N>>,
) {
  return {
    query: routeEndpoint(routes, name, toParts).query,
    transformResponse: (answer: unknown) => (answer as { data: DataOf<RouteReply<RouteOf<G, N>>> }).data,
  };
}
