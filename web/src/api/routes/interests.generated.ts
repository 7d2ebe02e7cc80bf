// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `interests` group. */
export const interests: RouteGroupTable<'interests'> = {
  register: ['POST', 'interest/register-interest'],
  list: ['GET', 'interest/interests'],
  summary: ['GET', 'interest/summary'],
  confirm: ['GET', 'interest/confirm'],
  confirmAddress: ['POST', 'interest/confirm'],
};
