// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `familyExports` group. */
export const familyExports: RouteGroupTable<'familyExports'> = {
  request: ['POST', 'users/me/export'],
  list: ['GET', 'users/me/exports'],
  download: ['GET', 'users/me/exports/:id'],
};
