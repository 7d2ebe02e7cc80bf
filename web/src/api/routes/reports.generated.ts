// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `reports` group. */
export const reports: RouteGroupTable<'reports'> = {
  create: ['POST', 'basestations/:id/reports'],
  list: ['GET', 'reports'],
  close: ['POST', 'reports/:id/close'],
};
