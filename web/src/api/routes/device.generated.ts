// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `device` group. */
export const device: RouteGroupTable<'device'> = {
  me: ['GET', 'device/v1/me'],
  nextFirmware: ['GET', 'device/v1/firmware/next'],
  firmwareStatus: ['POST', 'device/v1/firmware/status'],
  heartbeat: ['POST', 'device/v1/heartbeat'],
  rotateKey: ['POST', 'device/v1/key/rotate'],
  config: ['GET', 'device/v1/config'],
  configApplied: ['POST', 'device/v1/config/applied'],
  visits: ['POST', 'device/v1/visits'],
};
