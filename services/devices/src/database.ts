import type { ServiceDatabase } from '@storystump/service-kit';
import { ApiKeyEntity } from './apikeys/api-key.entity.js';
import { InitialDevicesSchema1795370382267 } from './migrations/1795370382267-initial-devices-schema.js';
import { DeviceSecretEntity } from './secrets/device-secret.entity.js';
import { StationStatusEntity } from './stations/station-status.entity.js';
import { StationEntity } from './stations/station.entity.js';
import { VersionEntity } from './versions/version.entity.js';

export const devicesDatabase: ServiceDatabase = {
  schema: 'devices',
  entities: [StationEntity, StationStatusEntity, ApiKeyEntity, VersionEntity, DeviceSecretEntity],
  migrations: [InitialDevicesSchema1795370382267],
};
