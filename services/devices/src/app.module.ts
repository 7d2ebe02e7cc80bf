import { Module } from '@nestjs/common';
import {
  DatabaseModule,
  EventsModule,
  JobsModule,
  ObjectBuckets,
  SETTINGS,
  type Settings,
  healthController,
  operationHandlers,
} from '@storystump/service-kit';
import { ApiKeysService } from './apikeys/api-keys.service.js';
import { KeyRotation } from './apikeys/key-rotation.js';
import { StationConfigService } from './config/station-config.service.js';
import { DeviceConfigService } from './config/device-config.service.js';
import { MissingStoryPacksService } from './config/missing-story-packs.service.js';
import { EffectiveConfigs } from './config/effective-configs.js';
import { devicesDatabase } from './database.js';
import { ActiveKeyLookup } from './device/active-key-lookup.js';
import { DeviceService } from './device/device.service.js';
import { FLEET_CONFIG, readFleetConfig } from './fleet/fleet-config.js';
import { FleetFiguresCache } from './fleet/fleet-figures-cache.js';
import { ConfigDriftReading } from './config/config-drift-reading.js';
import { FleetWatchProcessor } from './fleet/fleet-watch.processor.js';
import { HealthRollUp } from './health/health-roll-up.js';
import { HoursRetention } from './health/hours-retention.js';
import { FleetService } from './fleet/fleet.service.js';
import { HeartbeatRecorder } from './health/heartbeat-recorder.js';
import { DevicesFamilyDataService } from './family-export/devices-family-data.service.js';
import { ReportAddressErasure } from './family-erasure/report-address-erasure.js';
import { ReportsService } from './reports/reports.service.js';
import { RestingStations } from './reports/resting-stations.js';
import { HostStationsService } from './host-stations/host-stations.service.js';
import { RolloutVitalsGate } from './rollouts/rollout-vitals-gate.js';
import { RolloutsService } from './rollouts/rollouts.service.js';
import { DeviceSecrets } from './secrets/device-secrets.js';
import { PlaceSearchService } from './station-map/place-search.service.js';
import { StationMapService } from './station-map/station-map.service.js';
import { StationMarks } from './station-map/station-marks.js';
import { StationPlaces } from './station-map/station-places.js';
import { StationTownsService } from './station-map/station-towns.service.js';
import { StationsService } from './stations/stations.service.js';
import { DownloadLinks } from './versions/download-links.js';
import { ManifestSigner } from './versions/manifest-signer.js';
import { VersionsService } from './versions/versions.service.js';
import { VersionVitalsService } from './vitals/version-vitals.service.js';
import { VersionVisitsCounter } from './vitals/version-visits-counter.js';

@Module({
  imports: [DatabaseModule.forService(devicesDatabase), JobsModule, EventsModule],
  controllers: [
    ...operationHandlers(
      ApiKeysService,
      StationConfigService,
      DeviceConfigService,
      MissingStoryPacksService,
      DeviceService,
      FleetService,
      HostStationsService,
      RolloutsService,
      PlaceSearchService,
      StationMapService,
      StationsService,
      VersionsService,
      ReportsService,
      DevicesFamilyDataService,
      StationTownsService,
      VersionVitalsService,
    ),
    healthController('devices'),
  ],
  providers: [
    { provide: FLEET_CONFIG, inject: [SETTINGS], useFactory: (settings: Settings) => readFleetConfig(settings) },
    StationsService,
    StationPlaces,
    StationMarks,
    StationMapService,
    PlaceSearchService,
    RolloutsService,
    RolloutVitalsGate,
    FleetService,
    FleetFiguresCache,
    ConfigDriftReading,
    HostStationsService,
    FleetWatchProcessor,
    HealthRollUp,
    HoursRetention,
    HeartbeatRecorder,
    ApiKeysService,
    KeyRotation,
    VersionsService,
    DeviceService,
    StationConfigService,
    DeviceConfigService,
    MissingStoryPacksService,
    EffectiveConfigs,
    ActiveKeyLookup,
    DeviceSecrets,
    DownloadLinks,
    ManifestSigner,
    ObjectBuckets,
    ReportsService,
    RestingStations,
    DevicesFamilyDataService,
    ReportAddressErasure,
    StationTownsService,
    VersionVitalsService,
    VersionVisitsCounter,
  ],
})
export class AppModule {}
