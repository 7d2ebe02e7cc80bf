// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `apiKeys` group. */
export const apiKeys: RouteGroupTable<'apiKeys'> = {
  list: ['GET', 'apikeys'],
  generate: ['POST', 'apikeys/generate'],
  revoke: ['POST', 'apikeys/revoke/:id'],
  rotate: ['POST', 'apikeys/:id/rotate'],
  assignVersion: ['POST', 'apikeys/assign-version'],
};
