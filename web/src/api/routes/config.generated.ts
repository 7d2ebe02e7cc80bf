// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `config` group. */
export const config: RouteGroupTable<'config'> = {
  defaults: ['GET', 'config/defaults'],
  setDefaults: ['PUT', 'config/defaults'],
  station: ['GET', 'basestations/:id/config'],
  setStation: ['PUT', 'basestations/:id/config'],
  drift: ['GET', 'config/drift'],
};
