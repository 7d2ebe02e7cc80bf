import type { API_ROUTE_GROUPS } from '@storystump/contracts';

type Groups = typeof API_ROUTE_GROUPS;
/** A group of the contracts' route table. */
export type RouteGroup = keyof Groups;
/** A route's name in its group. */
export type RouteName<G extends RouteGroup> = keyof Groups[G] & string;
/** A route's declaration in the contracts' route table (only its type reaches the browser). */
export type RouteOf<G extends RouteGroup, N extends RouteName<G>> = Groups[G][N] & {
  readonly method: string;
  readonly path: string;
};

declare const group: unique symbol;

/**
 * The method and path of each route of a group, as declared in the route table (a route renamed,
 * moved or dropped there no longer compiles here), marked with the group's name for the types.
 */
export type RouteGroupTable<G extends RouteGroup> = {
  readonly [N in RouteName<G>]: readonly [RouteOf<G, N>['method'], RouteOf<G, N>['path']];
} & { readonly [group]?: G };
