import type { RouteDeclaration } from '@storystump/contracts';

/**
 * A route's URL path as the browser asks for it, with `:name` where a parameter goes: for the few
 * requests made without RTK Query (a beacon, an upload with progress, a streamed download), whose
 * path is written out so that no table of routes loads with them; this type holds it to the route.
 */
export type ApiPath<R extends RouteDeclaration> = `/api/${R['path']}`;
