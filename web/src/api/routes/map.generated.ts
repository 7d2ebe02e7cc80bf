// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `map` group. */
export const map: RouteGroupTable<'map'> = {
  tiles: ['GET', 'map/tiles'],
  places: ['GET', 'places'],
};
