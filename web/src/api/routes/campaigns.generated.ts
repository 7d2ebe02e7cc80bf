// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `campaigns` group. */
export const campaigns: RouteGroupTable<'campaigns'> = {
  send: ['POST', 'email-marketing/send-bulk-email'],
  list: ['GET', 'email-marketing/campaigns'],
  get: ['GET', 'email-marketing/campaigns/:id'],
  cancel: ['POST', 'email-marketing/campaigns/:id/cancel'],
  sendTest: ['POST', 'email-marketing/send-test'],
  follow: ['GET', 'email-marketing/link'],
};
