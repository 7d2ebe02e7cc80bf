import { FamilyExportOps } from '../family-export.js';
import { route, routeOf } from './route.js';

export const FamilyExportRoutes = {
  request: routeOf(FamilyExportOps.request),
  list: routeOf(FamilyExportOps.list),
  /** Worked by the gateway: from a mail client through the signed link, or by the signed-in owner. */
  download: route({
    method: 'GET',
    path: 'users/me/exports/:id',
    access: 'public',
    identifiesCaller: true,
    openDuringDeletion: true,
    summary: "Download a family's export (a zip) through its signed link, or signed in as its owner",
    tag: 'users',
  }),
} as const;
