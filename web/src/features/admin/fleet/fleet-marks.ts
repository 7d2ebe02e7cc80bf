import { LOW_BATTERY_PERCENT, type StationMark, type StationStatusView } from '@storystump/contracts';

/** How a station is drawn on the fleet's map: the most pressing of what is true of it (the contracts order them). */
export const FLEET_MARKS = {
  lost: { label: 'Lost', colour: '#212121' },
  failed: { label: 'Last update failed', colour: '#8e3b9e' },
  silent: { label: 'Silent', colour: '#c0392b' },
  lowBattery: { label: 'Low battery', colour: '#d68910' },
  never: { label: 'Never seen', colour: '#7f8c8d' },
  online: { label: 'Online', colour: '#2e7d32' },
} as const satisfies Record<StationMark, { label: string; colour: string }>;

export type FleetMark = StationMark;

export function fleetMarkOf(status: StationStatusView): FleetMark {
  if (status.lost) return 'lost';
  if (status.firmwareStatus?.status === 'failure') return 'failed';
  if (status.state === 'silent') return 'silent';
  if (status.state === 'never') return 'never';
  const battery = status.health?.batteryPercent;
  if (battery !== null && battery !== undefined && battery <= LOW_BATTERY_PERCENT) return 'lowBattery';
  return 'online';
}
