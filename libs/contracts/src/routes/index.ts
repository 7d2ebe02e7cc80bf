import { CatalogRoutes, OrderRoutes } from './catalog.routes.js';
import { CharacterRoutes, CharacterTypeRoutes, JourneyShareRoutes, MissionRoutes } from './characters.routes.js';
import { ConfigRoutes } from './config.routes.js';
import { ApiKeyRoutes, DeviceRoutes, ReportRoutes, StationRoutes, VersionRoutes } from './devices.routes.js';
import { AuditRoutes, FleetRoutes, RolloutRoutes } from './fleet.routes.js';
import { FamilyExportRoutes } from './family-export.routes.js';
import { HostRoutes } from './hosts.routes.js';
import { IdentityRoutes } from './identity.routes.js';
import { MapRoutes } from './map.routes.js';
import { CampaignRoutes, ContactRoutes, InterestRoutes, UnsubscribeRoutes } from './marketing.routes.js';
import { AnalyticsRoutes, OperationsRoutes } from './operations.routes.js';
import type { RouteDeclaration } from './route.js';

export * from './catalog.routes.js';
export * from './characters.routes.js';
export * from './config.routes.js';
export * from './devices.routes.js';
export * from './family-export.routes.js';
export * from './fleet.routes.js';
export * from './hosts.routes.js';
export * from './identity.routes.js';
export * from './map.routes.js';
export * from './marketing.routes.js';
export * from './operations.routes.js';
export * from './route.js';

/** Every route of the API by group, each group by the route's name in it. */
export const API_ROUTE_GROUPS = {
  identity: IdentityRoutes,
  familyExports: FamilyExportRoutes,
  catalog: CatalogRoutes,
  orders: OrderRoutes,
  stations: StationRoutes,
  apiKeys: ApiKeyRoutes,
  versions: VersionRoutes,
  device: DeviceRoutes,
  reports: ReportRoutes,
  characters: CharacterRoutes,
  journeyShares: JourneyShareRoutes,
  characterTypes: CharacterTypeRoutes,
  missions: MissionRoutes,
  interests: InterestRoutes,
  contact: ContactRoutes,
  campaigns: CampaignRoutes,
  unsubscribe: UnsubscribeRoutes,
  analytics: AnalyticsRoutes,
  operations: OperationsRoutes,
  fleet: FleetRoutes,
  rollouts: RolloutRoutes,
  audit: AuditRoutes,
  map: MapRoutes,
  config: ConfigRoutes,
  hosts: HostRoutes,
} as const satisfies Record<string, Record<string, RouteDeclaration>>;

/** A route with its name: its group's and its own, `stations_create`. */
export type NamedRoute = RouteDeclaration & { readonly name: string };

/** Every HTTP route of the API: the one place a route is declared. */
export const API_ROUTES: readonly NamedRoute[] = Object.entries(API_ROUTE_GROUPS).flatMap(([group, routes]) =>
  Object.entries(routes).map(([name, route]: [string, RouteDeclaration]) => ({ ...route, name: `${group}_${name}` })),
);
