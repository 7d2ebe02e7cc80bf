// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `journeyShares` group. */
export const journeyShares: RouteGroupTable<'journeyShares'> = {
  get: ['GET', 'characters/:id/share'],
  share: ['POST', 'characters/:id/share'],
  stop: ['DELETE', 'characters/:id/share'],
  card: ['GET', 'share/:token'],
};
