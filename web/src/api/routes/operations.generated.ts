// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `operations` group. */
export const operations: RouteGroupTable<'operations'> = {
  live: ['GET', 'health/live'],
  health: ['GET', 'health'],
  deadLetters: ['GET', 'dead-letters'],
};
