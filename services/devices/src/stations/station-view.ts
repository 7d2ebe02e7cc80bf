import type { StationView } from '@storystump/contracts';
import type { StationEntity } from './station.entity.js';

export const toStationView = (station: StationEntity): StationView => ({
  _id: station.id,
  base_id: station.baseId,
  friendly_name: station.friendlyName,
  latitude: station.latitude,
  longitude: station.longitude,
  resting: Boolean(station.restingSince),
});
