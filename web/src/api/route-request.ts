import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { pathOf, type PathParams, type RouteBody, type RouteDeclaration, type RouteQuery } from '@storystump/contracts';

/** A route's URL path as the browser asks for it, with `:name` where a parameter goes. */
export type ApiPath<R extends RouteDeclaration> = `/api/${R['path']}`;

type Declared<R extends RouteDeclaration> = Pick<R, 'method' | 'path'>;

type Parts<R extends RouteDeclaration> = (keyof PathParams<R['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<R['path']> }) &
  (RouteBody<R> extends undefined ? { body?: undefined } : { body: RouteBody<R> }) &
  (RouteQuery<R> extends undefined ? { query?: undefined } : { query?: RouteQuery<R> });

/**
 * A request to a route of the contracts' route table, typed by its declaration: the method and
 * path must be the declared ones (a route renamed or moved there no longer compiles here), the
 * path parameters are filled in, the body and query are the route's. Only the declaration's type
 * is imported, so the table's schemas stay out of the browser's bundle.
 */
export function requestTo<R extends RouteDeclaration>(route: Declared<R>, parts = {} as Parts<R>): FetchArgs {
  const { params, body, query } = parts as { params?: Record<string, string>; body?: unknown; query?: object };
  // Relative to the API base, which ends in /api.
  const url = (pathOf as (route: { path: string }, params?: Record<string, string>) => string)(route, params).slice(
    '/api'.length,
  );
  return {
    url,
    method: route.method,
    ...(body !== undefined ? { body } : {}),
    ...(query !== undefined ? { params: query as Record<string, unknown> } : {}),
  };
}
