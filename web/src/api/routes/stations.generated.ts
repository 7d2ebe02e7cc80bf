// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `stations` group. */
export const stations: RouteGroupTable<'stations'> = {
  list: ['GET', 'basestations'],
  clusters: ['GET', 'basestations'],
  statuses: ['GET', 'basestations/status'],
  status: ['GET', 'basestations/:id/status'],
  assignVersion: ['POST', 'basestations/assign-version'],
  fleetClusters: ['GET', 'basestations/status'],
  nearest: ['GET', 'basestations/nearest'],
  health: ['GET', 'basestations/:id/health'],
  create: ['POST', 'basestations'],
  update: ['PUT', 'basestations/:id'],
  remove: ['DELETE', 'basestations/:id'],
  markLost: ['POST', 'basestations/:id/lost'],
};
