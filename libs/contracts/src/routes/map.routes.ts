import { PlaceOps } from '../devices.js';
import { MapTilesReply } from '../map.js';
import { route, routeOf } from './route.js';

export const MapRoutes = {
  /** Answered by the gateway from its settings (MAP_TILE_URL). */
  tiles: route({
    method: 'GET',
    path: 'map/tiles',
    access: 'public',
    summary: "Where the maps' tiles come from, with their attribution",
    tag: 'map',
    reply: MapTilesReply,
  }),
  places: routeOf(PlaceOps.search),
} as const;
