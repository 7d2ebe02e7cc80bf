import type { HealthHourView } from '@storystump/contracts';
import type { HealthHourEntity } from './health-hour.entity.js';

export const toHealthHourView = (hour: HealthHourEntity): HealthHourView => ({
  hour: hour.hour.toISOString(),
  samples: hour.samples,
  batteryMin: hour.batteryMin,
  batteryAvg: hour.batteryAvg,
  temperatureAvg: hour.temperatureAvg,
  signalAvg: hour.signalAvg,
  freeStorageMin: hour.freeStorageMin,
  storiesPlayed: hour.storiesPlayed,
});
