import type { ServiceDatabase } from '@storystump/service-kit';
import { ApiKeyEntity } from './apikeys/api-key.entity.js';
import { ConfigChangeEntity } from './config/config-change.entity.js';
import { ConfigDefaultsEntity } from './config/config-defaults.entity.js';
import { StationConfigEntity } from './config/station-config.entity.js';
import { HealthDayEntity } from './health/health-day.entity.js';
import { HealthHourEntity } from './health/health-hour.entity.js';
import { HealthSampleEntity } from './health/health-sample.entity.js';
import { InitialDevicesSchema1795370382267 } from './migrations/1795370382267-initial-devices-schema.js';
import { FleetOperations1795800000000 } from './migrations/1795800000000-fleet-operations.js';
import { ListPages1796200000000 } from './migrations/1796200000000-list-pages.js';
import { StationRevision1795900000000 } from './migrations/1795900000000-station-revision.js';
import { RolloutFilter1796310000000 } from './migrations/1796310000000-rollout-filter.js';
import { StationChanges1796400000000 } from './migrations/1796400000000-station-changes.js';
import { KeyRotationAndLostStations1797300000000 } from './migrations/1797300000000-key-rotation-and-lost-stations.js';
import { StationReports1797300000001 } from './migrations/1797300000001-station-reports.js';
import { StationReportEntity } from './reports/station-report.entity.js';
import { StationConfig1797300000002 } from './migrations/1797300000002-station-config.js';
import { StoryPacksHeld1807310000000 } from './migrations/1807310000000-story-packs-held.js';
import { VersionVitals1807330000000 } from './migrations/1807330000000-version-vitals.js';
import { VersionHourEntity } from './vitals/version-hour.entity.js';
import { VersionLastBeatEntity } from './vitals/version-last-beat.entity.js';
import { VersionDayEntity } from './vitals/version-day.entity.js';
import { VersionRunEntity } from './vitals/version-run.entity.js';
import { VersionVisitDayEntity } from './vitals/version-visit-day.entity.js';
import { VisitsCountedFromEntity } from './vitals/visits-counted-from.entity.js';
import { RollUpMarkEntity } from './health/roll-up-mark.entity.js';
import { SampleCheckpointEntity } from './health/sample-checkpoint.entity.js';
import { IncrementalRollUps1807410000000 } from './migrations/1807410000000-incremental-roll-ups.js';
import { VersionVitalsByDay1807420000000 } from './migrations/1807420000000-version-vitals-by-day.js';
import { HealthDays1807430000000 } from './migrations/1807430000000-health-days.js';
import { SearchTrigramIndexes1807440000000 } from './migrations/1807440000000-search-trigram-indexes.js';
import { RolloutStationEntity } from './rollouts/rollout-station.entity.js';
import { RolloutEntity } from './rollouts/rollout.entity.js';
import { DeviceSecretEntity } from './secrets/device-secret.entity.js';
import { StationStatusEntity } from './stations/station-status.entity.js';
import { StationEntity } from './stations/station.entity.js';
import { VersionEntity } from './versions/version.entity.js';

export const devicesDatabase: ServiceDatabase = {
  schema: 'devices',
  entities: [
    StationEntity,
    StationStatusEntity,
    ApiKeyEntity,
    VersionEntity,
    DeviceSecretEntity,
    HealthSampleEntity,
    HealthDayEntity,
    HealthHourEntity,
    RolloutEntity,
    RolloutStationEntity,
    StationReportEntity,
    ConfigChangeEntity,
    ConfigDefaultsEntity,
    StationConfigEntity,
    VersionHourEntity,
    VersionLastBeatEntity,
    RollUpMarkEntity,
    SampleCheckpointEntity,
    VersionDayEntity,
    VersionRunEntity,
    VersionVisitDayEntity,
    VisitsCountedFromEntity,
  ],
  migrations: [
    InitialDevicesSchema1795370382267,
    FleetOperations1795800000000,
    StationRevision1795900000000,
    ListPages1796200000000,
    RolloutFilter1796310000000,
    StationChanges1796400000000,
    KeyRotationAndLostStations1797300000000,
    StationReports1797300000001,
    StationConfig1797300000002,
    StoryPacksHeld1807310000000,
    VersionVitals1807330000000,
    IncrementalRollUps1807410000000,
    VersionVitalsByDay1807420000000,
    HealthDays1807430000000,
    SearchTrigramIndexes1807440000000,
  ],
};
