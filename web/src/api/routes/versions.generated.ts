// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `versions` group. */
export const versions: RouteGroupTable<'versions'> = {
  list: ['GET', 'versions'],
  upload: ['POST', 'versions/upload'],
  remove: ['DELETE', 'versions/:id'],
  downloadLink: ['POST', 'versions/:id/download-link'],
  signingKey: ['GET', 'versions/signing-key'],
  download: ['GET', 'versions/download/:id'],
};
