import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule, healthController, ObjectBuckets } from '@storystump/service-kit';
import { ApiKeysHandler } from './apikeys/api-keys.handler.js';
import { ApiKeysService } from './apikeys/api-keys.service.js';
import { devicesDatabase } from './database.js';
import { DeviceHandler } from './device/device.handler.js';
import { DeviceService } from './device/device.service.js';
import { DeviceSecrets } from './secrets/device-secrets.js';
import { StationsHandler } from './stations/stations.handler.js';
import { StationsService } from './stations/stations.service.js';
import { DownloadLinks } from './versions/download-links.js';
import { ManifestSigner } from './versions/manifest-signer.js';
import { VersionsHandler } from './versions/versions.handler.js';
import { VersionsService } from './versions/versions.service.js';

@Module({
  imports: [DatabaseModule.forService(devicesDatabase), EventsModule],
  controllers: [StationsHandler, ApiKeysHandler, VersionsHandler, DeviceHandler, healthController('devices')],
  providers: [
    StationsService,
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
