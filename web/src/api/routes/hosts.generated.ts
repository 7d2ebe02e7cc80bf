// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `hosts` group. */
export const hosts: RouteGroupTable<'hosts'> = {
  create: ['POST', 'hosts'],
  list: ['GET', 'hosts'],
  update: ['PUT', 'hosts/:id'],
  remove: ['DELETE', 'hosts/:id'],
  replaceLink: ['POST', 'hosts/:id/link'],
  portal: ['GET', 'hosts/portal/:token'],
  badge: ['GET', 'hosts/portal/:token/badge.svg'],
};
