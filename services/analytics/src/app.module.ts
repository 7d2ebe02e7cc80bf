import { Module } from '@nestjs/common';
import {
  DatabaseModule,
  EventsModule,
  JobsModule,
  RpcModule,
  SETTINGS,
  type Settings,
  healthController,
  operationHandlers,
} from '@storystump/service-kit';
import { ANALYTICS_CONFIG, readAnalyticsConfig } from './analytics-config.js';
import { analyticsDatabase } from './database.js';
import { EventPartitions } from './events/event-partitions.js';
import { EventsService } from './events/events.service.js';
import { TrackedEventsConsumer } from './events/tracked-events.consumer.js';
import { EventExports } from './export/event-exports.js';
import { FootfallCounter } from './footfall/footfall-counter.js';
import { FootfallService } from './footfall/footfall.service.js';
import { HostLinks } from './hosts/host-links.js';
import { HostPortalService } from './hosts/host-portal.service.js';
import { HostsService } from './hosts/hosts.service.js';
import { StationHostsService } from './hosts/station-hosts.service.js';
import { AnalyticsRetentionFactsService } from './privacy/analytics-retention-facts.js';
import { RealtimeService } from './realtime/realtime.service.js';
import { EventRollup } from './rollups/event-rollup.js';
import { RollupProcessor } from './rollups/rollup.processor.js';
import { SummaryService } from './summary/summary.service.js';

@Module({
  imports: [DatabaseModule.forService(analyticsDatabase), JobsModule, EventsModule, RpcModule.forCaller('analytics')],
  controllers: [
    ...operationHandlers(
      EventsService,
      EventExports,
      FootfallService,
      HostsService,
      HostPortalService,
      StationHostsService,
      RealtimeService,
      SummaryService,
      AnalyticsRetentionFactsService,
    ),
    healthController('analytics'),
  ],
  providers: [
    { provide: ANALYTICS_CONFIG, inject: [SETTINGS], useFactory: (settings: Settings) => readAnalyticsConfig(settings) },
    EventPartitions,
    TrackedEventsConsumer,
    EventRollup,
    RollupProcessor,
    SummaryService,
    EventsService,
    RealtimeService,
    FootfallService,
    FootfallCounter,
    HostLinks,
    HostsService,
    HostPortalService,
    StationHostsService,
    EventExports,
    AnalyticsRetentionFactsService,
  ],
})
export class AppModule {}
