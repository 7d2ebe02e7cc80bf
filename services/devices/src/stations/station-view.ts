import type { StationStatusView, StationView } from '@storystump/contracts';
import type { StationStatusEntity } from './station-status.entity.js';
import type { StationEntity } from './station.entity.js';

export const toStationView = (station: StationEntity): StationView => ({
  _id: station.id,
  base_id: station.baseId,
  friendly_name: station.friendlyName,
  latitude: station.latitude,
  longitude: station.longitude,
});

export const toStationStatusView = (stationId: string, status: StationStatusEntity | undefined): StationStatusView => ({
  baseStationId: stationId,
  lastContactAt: status?.lastContactAt?.toISOString() ?? null,
  runningVersion: status?.runningVersion ?? null,
  uptimeSeconds: status?.uptimeSeconds ?? null,
  firmwareStatus:
    status?.firmwareStatus && status.firmwareTag && status.firmwareStatusAt
      ? { status: status.firmwareStatus, tag: status.firmwareTag, at: status.firmwareStatusAt.toISOString() }
      : null,
});
