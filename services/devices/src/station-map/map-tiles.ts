import type { BoundingBox } from '@storystump/contracts';
import { mercatorX, mercatorY } from './map-grid.js';

/** How far a box's edge may be from a tile's and still be on it: the web writes degrees to six places. */
const EDGE_TOLERANCE_DEGREES = 2e-6;

/** The tiles a box covers at a zoom, as the map counts them: columns west to east, rows north to south, each range inclusive. */
export interface TileRange {
  readonly zoom: number;
  readonly columns: readonly [number, number];
  readonly rows: readonly [number, number];
}

const longitudeOf = (x: number) => x * 360 - 180;
const latitudeOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** The tile edge nearest a place on the Mercator square, if the place is on it. */
function edgeAt(unit: number, tiles: number, degreesOf: (unit: number) => number, degrees: number): number | undefined {
  const edge = Math.round(unit * tiles);
  return Math.abs(degreesOf(edge / tiles) - degrees) <= EDGE_TOLERANCE_DEGREES ? edge : undefined;
}

/**
 * The tiles a box is made of, when its edges are tiles' edges at the zoom (as the web asks: its
 * view widened to whole tiles); undefined for any other box. Latitudes beyond Web Mercator's
 * reach are on its edge.
 */
export function tileRangeOf([minLon, minLat, maxLon, maxLat]: BoundingBox, zoom: number): TileRange | undefined {
  const tiles = 2 ** zoom;
  const onSquare = (latitude: number) => latitudeOf(Math.min(1, Math.max(0, mercatorY(latitude))));
  const west = edgeAt(mercatorX(minLon), tiles, longitudeOf, minLon);
  const east = edgeAt(mercatorX(maxLon), tiles, longitudeOf, maxLon);
  const north = edgeAt(mercatorY(maxLat), tiles, latitudeOf, onSquare(maxLat));
  const south = edgeAt(mercatorY(minLat), tiles, latitudeOf, onSquare(minLat));
  if (west === undefined || east === undefined || north === undefined || south === undefined) return undefined;
  if (west >= east || north >= south) return undefined;
  return { zoom, columns: [west, east - 1], rows: [north, south - 1] };
}

/** The box of a range of tiles; at the square's north and south edges it reaches the poles, as the whole world's box does. */
export function boxOfTiles({ zoom, columns, rows }: TileRange): BoundingBox {
  const tiles = 2 ** zoom;
  const north = rows[0] === 0 ? 90 : latitudeOf(rows[0] / tiles);
  const south = rows[1] + 1 === tiles ? -90 : latitudeOf((rows[1] + 1) / tiles);
  return [longitudeOf(columns[0] / tiles), south, longitudeOf((columns[1] + 1) / tiles), north];
}

/** A range as a path names tiles: `zoom/west-east/north-south`. */
export const tileRangeKey = ({ zoom, columns, rows }: TileRange) => `${zoom}/${columns[0]}-${columns[1]}/${rows[0]}-${rows[1]}`;
