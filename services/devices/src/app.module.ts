import { Module } from '@nestjs/common';
import {
  DatabaseModule,
  EventsModule,
  healthController,
  JobsModule,
  ObjectBuckets,
  SETTINGS,
  type Settings,
} from '@storystump/service-kit';
import { ApiKeysHandler } from './apikeys/api-keys.handler.js';
import { ApiKeysService } from './apikeys/api-keys.service.js';
import { devicesDatabase } from './database.js';
import { DeviceHandler } from './device/device.handler.js';
import { DeviceService } from './device/device.service.js';
import { FLEET_CONFIG, readFleetConfig } from './fleet/fleet-config.js';
import { FleetWatchProcessor } from './fleet/fleet-watch.processor.js';
import { FleetHandler } from './fleet/fleet.handler.js';
import { FleetService } from './fleet/fleet.service.js';
import { HeartbeatRecorder } from './health/heartbeat-recorder.js';
import { RolloutsHandler } from './rollouts/rollouts.handler.js';
import { RolloutsService } from './rollouts/rollouts.service.js';
import { DeviceSecrets } from './secrets/device-secrets.js';
import { StationsHandler } from './stations/stations.handler.js';
import { StationsService } from './stations/stations.service.js';
import { DownloadLinks } from './versions/download-links.js';
import { ManifestSigner } from './versions/manifest-signer.js';
import { VersionsHandler } from './versions/versions.handler.js';
import { VersionsService } from './versions/versions.service.js';

@Module({
  imports: [DatabaseModule.forService(devicesDatabase), JobsModule, EventsModule],
  controllers: [
    StationsHandler,
    ApiKeysHandler,
    VersionsHandler,
    DeviceHandler,
    RolloutsHandler,
    FleetHandler,
    healthController('devices'),
  ],
  providers: [
    { provide: FLEET_CONFIG, inject: [SETTINGS], useFactory: (settings: Settings) => readFleetConfig(settings) },
    StationsService,
    RolloutsService,
    FleetService,
    FleetWatchProcessor,
    HeartbeatRecorder,
    ApiKeysService,
    VersionsService,
    DeviceService,
    DeviceSecrets,
    DownloadLinks,
    ManifestSigner,
    ObjectBuckets,
  ],
})
export class AppModule {}
