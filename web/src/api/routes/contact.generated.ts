// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `contact` group. */
export const contact: RouteGroupTable<'contact'> = {
  stump: ['POST', 'contact'],
  enquire: ['POST', 'contact/enquire'],
  list: ['GET', 'contact/enquiries'],
};
