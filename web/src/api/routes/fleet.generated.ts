// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `fleet` group. */
export const fleet: RouteGroupTable<'fleet'> = {
  summary: ['GET', 'fleet'],
  driftingClocks: ['GET', 'fleet/clocks'],
  missingStoryPacks: ['GET', 'fleet/story-packs'],
  versions: ['GET', 'fleet/versions'],
};
