// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `analytics` group. */
export const analytics: RouteGroupTable<'analytics'> = {
  track: ['POST', 'analytics/track'],
  summary: ['GET', 'analytics/summary'],
  events: ['GET', 'analytics/data'],
  export: ['GET', 'analytics/export'],
  realtime: ['GET', 'analytics/realtime'],
  footfall: ['GET', 'analytics/footfall'],
  footfallSummary: ['GET', 'analytics/footfall/summary'],
};
