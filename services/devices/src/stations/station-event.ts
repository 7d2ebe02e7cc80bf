import type { StationEvent } from '@storystump/contracts';
import type { StationEntity } from './station.entity.js';

/** What other services keep of a station: its names and its place on the map. */
export const stationEventOf = (station: StationEntity): StationEvent => ({
  id: station.id,
  base_id: station.baseId,
  friendly_name: station.friendlyName,
  latitude: station.latitude,
  longitude: station.longitude,
});
