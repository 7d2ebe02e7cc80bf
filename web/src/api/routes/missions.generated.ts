// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `missions` group. */
export const missions: RouteGroupTable<'missions'> = {
  list: ['GET', 'missions'],
  create: ['POST', 'missions'],
  delete: ['DELETE', 'missions/:id'],
};
