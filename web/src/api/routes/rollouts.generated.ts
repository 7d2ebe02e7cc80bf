// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `rollouts` group. */
export const rollouts: RouteGroupTable<'rollouts'> = {
  create: ['POST', 'rollouts'],
  list: ['GET', 'rollouts'],
  get: ['GET', 'rollouts/:id'],
  pause: ['POST', 'rollouts/:id/pause'],
  resume: ['POST', 'rollouts/:id/resume'],
  cancel: ['POST', 'rollouts/:id/cancel'],
};
