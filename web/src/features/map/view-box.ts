import { MAX_MAP_ZOOM } from '@storystump/contracts';

/** Half the side of the Web Mercator square, in metres (EPSG:3857): the map's extent runs from minus this to this. */
const HALF_WORLD_M = 20037508.342789244;
const MAX_MERCATOR_LATITUDE = 85.0511287798;

/** What the map asks for: the box it shows and its zoom. */
export interface ViewBox {
  bbox: string;
  zoom: number;
}

const longitudeOf = (x: number) => x * 360 - 180;
const latitudeOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
const round = (degrees: number) => Number(degrees.toFixed(6));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The box of a view (its extent in EPSG:3857 and its zoom), widened to whole tiles at that zoom:
 * views that differ a little ask the same box, so answers are kept per tile, and clusters are
 * never cut at the box's edge.
 */
export function viewBoxOf(extent: readonly number[], viewZoom: number): ViewBox {
  const zoom = clamp(Math.round(viewZoom), 0, MAX_MAP_ZOOM);
  const tiles = 2 ** zoom;
  const toUnit = (metres: number) => clamp((metres + HALF_WORLD_M) / (2 * HALF_WORLD_M), 0, 1);
  const [minX, minY, maxX, maxY] = extent as [number, number, number, number];
  const west = Math.floor(toUnit(minX) * tiles) / tiles;
  const east = Math.ceil(toUnit(maxX) * tiles) / tiles;
  // The unit square's y runs south, the extent's north.
  const north = Math.floor((1 - toUnit(maxY)) * tiles) / tiles;
  const south = Math.ceil((1 - toUnit(minY)) * tiles) / tiles;
  const box = [
    round(longitudeOf(west)),
    round(clamp(latitudeOf(south), -MAX_MERCATOR_LATITUDE, MAX_MERCATOR_LATITUDE)),
    round(longitudeOf(east)),
    round(clamp(latitudeOf(north), -MAX_MERCATOR_LATITUDE, MAX_MERCATOR_LATITUDE)),
  ];
  return { bbox: box.join(','), zoom };
}

/** Every station: the box of the whole world, for the counter. */
export const WHOLE_WORLD: ViewBox = { bbox: '-180,-90,180,90', zoom: 0 };
