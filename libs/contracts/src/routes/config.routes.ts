import { ConfigOps } from '../devices.js';
import { routeOf } from './route.js';

/** The stumps' configuration: the fleet's defaults, each station's own values, and who lags behind. */
export const ConfigRoutes = {
  defaults: routeOf(ConfigOps.defaults),
  setDefaults: routeOf(ConfigOps.setDefaults),
  station: routeOf(ConfigOps.station),
  setStation: routeOf(ConfigOps.setStation),
  drift: routeOf(ConfigOps.drift),
} as const;
