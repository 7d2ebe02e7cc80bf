import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { API_ROUTES } from '@storystump/contracts';
import {
  ClientAddressDigest,
  JetStreamConnection,
  ObjectBuckets,
  OpsModule,
  RpcModule,
  SettingsModule,
  type Settings,
} from '@storystump/service-kit';
import { AnalyticsController } from './analytics/analytics.controller.js';
import { AnalyticsExportController } from './analytics/analytics-export.controller.js';
import { CountryLookup } from './analytics/country-lookup.js';
import { TrackedEventsPublisher } from './analytics/tracked-events.publisher.js';
import { AccessCache } from './auth/access-cache.js';
import { IdentityEventsListener } from './auth/identity-events.listener.js';
import { RevokedTokens } from './auth/revoked-tokens.js';
import { AccessGuard } from './auth/access.guard.js';
import { AuthController } from './auth/auth.controller.js';
import { TokenVerifier } from './auth/token-verifier.js';
import { CatalogController } from './catalog/catalog.controller.js';
import { DeviceIdentities } from './device/device-identities.js';
import { DeviceSignIns } from './device/device-sign-ins.js';
import { GATEWAY_CONFIG, type GatewayConfig } from './gateway-config.js';
import { GatewayEvents } from './events/gateway-events.js';
import { DeadLettersController } from './operations/dead-letters.controller.js';
import { HealthController } from './health/health.controller.js';
import { HostBadgeController } from './hosts/host-badge.controller.js';
import { KeptBadges } from './hosts/kept-badges.js';
import { CampaignLinkController } from './marketing/campaign-link.controller.js';
import { ConfirmInterestController } from './marketing/confirm-interest.controller.js';
import { UnsubscribeController } from './marketing/unsubscribe.controller.js';
import { PublicReads } from './public-reads/public-reads.js';
import { forwardingController, isForwarded } from './routes/forwarded-routes.js';
import { RateLimitGuard } from './rate-limit/rate-limit.guard.js';
import { IdempotencyKeyGuard } from './idempotency/idempotency-key.guard.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { PrivacyNoticeController } from './privacy/privacy-notice.controller.js';
import { FamilyExportDownloadController } from './exports/family-export-download.controller.js';
import { UsersController } from './users/users.controller.js';
import { VersionsController } from './versions/versions.controller.js';
import { MapTilesController } from './web/map-tiles.controller.js';

/**
 * Every HTTP controller of the gateway (the API document and the access tests read their routes):
 * one that forwards every route the contracts give a subject, and those working the others.
 */
export const GATEWAY_CONTROLLERS = [
  forwardingController(API_ROUTES.filter(isForwarded)),
  AuthController,
  UsersController,
  PrivacyNoticeController,
  FamilyExportDownloadController,
  CatalogController,
  VersionsController,
  UnsubscribeController,
  ConfirmInterestController,
  CampaignLinkController,
  AnalyticsController,
  AnalyticsExportController,
  HostBadgeController,
  HealthController,
  DeadLettersController,
  MapTilesController,
] as const;

@Module({})
export class AppModule {
  static forConfig(config: GatewayConfig, settings: Settings): DynamicModule {
    return {
      module: AppModule,
      imports: [
        SettingsModule.forRoot('gateway', settings),
        OpsModule.forRoot(),
        RpcModule.forCaller('gateway', { passesClientAddress: true }),
        RateLimitModule,
        IdempotencyModule,
      ],
      controllers: [...GATEWAY_CONTROLLERS],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        TokenVerifier,
        ClientAddressDigest,
        AccessCache,
        GatewayEvents,
        IdentityEventsListener,
        PublicReads,
        RevokedTokens,
        JetStreamConnection,
        CountryLookup,
        TrackedEventsPublisher,
        ObjectBuckets,
        DeviceIdentities,
        DeviceSignIns,
        KeptBadges,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: IdempotencyKeyGuard },
      ],
    };
  }
}
