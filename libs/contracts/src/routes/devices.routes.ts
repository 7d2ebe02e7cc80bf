import { VisitOps } from '../characters.js';
import { ApiKeyOps, DeviceOps, StationOps, VersionOps } from '../devices.js';
import { ReportOps } from '../station-reports.js';
import { pagedRouteOf, route, routeOf } from './route.js';

export const StationRoutes = {
  list: pagedRouteOf(StationOps.list, StationOps.listPage),
  clusters: routeOf(StationOps.clusters),
  statuses: pagedRouteOf(StationOps.statuses, StationOps.statusesPage),
  status: routeOf(StationOps.status),
  assignVersion: routeOf(StationOps.assignVersion),
  fleetClusters: routeOf(StationOps.fleetClusters),
  nearest: routeOf(StationOps.nearest),
  health: pagedRouteOf(StationOps.health, StationOps.healthPage),
  create: routeOf(StationOps.create),
  update: routeOf(StationOps.update),
  remove: routeOf(StationOps.delete),
  markLost: routeOf(StationOps.markLost),
} as const;

export const ReportRoutes = {
  create: routeOf(ReportOps.create),
  list: routeOf(ReportOps.list),
  close: routeOf(ReportOps.close),
} as const;

export const ApiKeyRoutes = {
  list: pagedRouteOf(ApiKeyOps.list, ApiKeyOps.listPage),
  /** The key is in this answer only: it is stored as a hash. */
  generate: routeOf(ApiKeyOps.generate),
  revoke: routeOf(ApiKeyOps.revoke),
  /** The successor is in this answer only, as a generated key is. */
  rotate: routeOf(ApiKeyOps.rotate),
  assignVersion: routeOf(ApiKeyOps.assignVersion),
} as const;

export const VersionRoutes = {
  list: pagedRouteOf(VersionOps.list, VersionOps.listPage),
  /** Worked by the gateway: the zip streams to a file, is checked, and goes to the object store. */
  upload: route({
    method: 'POST',
    path: 'versions/upload',
    access: 'admin',
    summary: 'Upload a firmware version (a zip and its tag)',
    tag: 'versions',
    ignoresIdempotencyKey: true,
  }),
  remove: routeOf(VersionOps.delete),
  /** For the browser to navigate to: a navigation carries no bearer header. */
  downloadLink: routeOf(VersionOps.downloadLink),
  signingKey: routeOf(VersionOps.signingKey),
  /** Worked by the gateway: streamed from the object store, with Range and If-None-Match. */
  download: route({
    method: 'GET',
    path: 'versions/download/:id',
    access: 'public',
    summary: 'Download a version through a signed link',
    tag: 'versions',
  }),
} as const;

/** The stumps' own route: `Authorization: ApiKey <key>`, rate limited per key. */
export const DeviceRoutes = {
  me: routeOf(DeviceOps.me),
  nextFirmware: routeOf(DeviceOps.firmwareNext),
  firmwareStatus: routeOf(DeviceOps.firmwareStatus),
  heartbeat: routeOf(DeviceOps.heartbeat),
  rotateKey: routeOf(DeviceOps.rotateKey),
  config: routeOf(DeviceOps.config),
  configApplied: routeOf(DeviceOps.configApplied),
  /** Answered item by item; a batch sent again records nothing twice. */
  visits: routeOf(VisitOps.recordDevice),
} as const;
