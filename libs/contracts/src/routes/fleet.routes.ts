import { VisitOps } from '../characters.js';
import { FleetOps, RolloutOps } from '../devices.js';
import { IdentityAuditOps } from '../identity.js';
import { pagedRouteOf, routeOf } from './route.js';

export const FleetRoutes = {
  summary: routeOf(FleetOps.summary),
  driftingClocks: routeOf(VisitOps.driftingClocks),
  missingStoryPacks: routeOf(FleetOps.missingStoryPacks),
  versions: routeOf(FleetOps.versions),
} as const;

export const RolloutRoutes = {
  create: routeOf(RolloutOps.create),
  list: pagedRouteOf(RolloutOps.list, RolloutOps.listPage),
  get: routeOf(RolloutOps.get),
  pause: routeOf(RolloutOps.pause),
  resume: routeOf(RolloutOps.resume),
  cancel: routeOf(RolloutOps.cancel),
} as const;

export const AuditRoutes = {
  list: pagedRouteOf(IdentityAuditOps.list, IdentityAuditOps.listPage),
} as const;
