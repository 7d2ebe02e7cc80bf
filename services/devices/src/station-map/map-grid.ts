import { MAX_MAP_FEATURES, type BoundingBox } from '@storystump/contracts';

/** Cells per tile side at the asked zoom: 4 × 4 cells of 64 px in a 256 px tile. */
const CELL_LEVELS_BELOW_ZOOM = 2;
/** The cells a box is first cut into at most, before empty ones are dropped and crowded answers coarsened. */
const MAX_CELLS_IN_BOX = 4096;
/** Web Mercator's edge: the map shows no latitude beyond this. */
const MAX_MERCATOR_LATITUDE = 85.0511287798;

/** Where a point falls on the Web Mercator square, each from 0 to 1 (x east, y south), as the map's tiles count. */
export const mercatorX = (longitude: number) => (longitude + 180) / 360;
export function mercatorY(latitude: number): number {
  const clamped = Math.max(-MAX_MERCATOR_LATITUDE, Math.min(MAX_MERCATOR_LATITUDE, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** The stations, column by column, with where each falls on the Mercator square. */
export interface PlacedStations {
  readonly ids: readonly string[];
  readonly baseIds: readonly string[];
  readonly names: readonly string[];
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  /** 1 where the station rests (reported or silent). */
  readonly resting: Uint8Array;
}

/** One cell's stations: how many, their summed position, the first of them, and the lowest mark among them. */
export interface Cell {
  count: number;
  latitudeSum: number;
  longitudeSum: number;
  first: number;
  mark: number;
}

/** The level of cells a box at a zoom is first cut into: 64 px cells, fewer when the box is large for its zoom. */
export function startLevel(box: BoundingBox, zoom: number): number {
  const [minLon, minLat, maxLon, maxLat] = box;
  const area = (mercatorX(maxLon) - mercatorX(minLon)) * (mercatorY(minLat) - mercatorY(maxLat));
  const byArea = area > 0 ? Math.floor(Math.log2(MAX_CELLS_IN_BOX / area) / 2) : Infinity;
  return Math.max(0, Math.min(zoom + CELL_LEVELS_BELOW_ZOOM, byArea));
}

/**
 * The stations inside the box (edges included), grouped by cell; crowded answers are coarsened a
 * level at a time (four cells into one) until at most MAX_MAP_FEATURES cells hold stations.
 * `marks` gives each station a rank (lower is more pressing) for a cell to keep its lowest.
 */
export function cellsInBox(places: PlacedStations, box: BoundingBox, zoom: number, marks?: Uint8Array): Map<number, Cell> {
  const [minLon, minLat, maxLon, maxLat] = box;
  let level = startLevel(box, zoom);
  let scale = 2 ** level;
  let cells = new Map<number, Cell>();
  const { latitudes, longitudes, xs, ys } = places;
  for (let index = 0; index < latitudes.length; index++) {
    const latitude = latitudes[index]!;
    const longitude = longitudes[index]!;
    if (latitude < minLat || latitude > maxLat || longitude < minLon || longitude > maxLon) continue;
    const key = Math.min(Math.floor(xs[index]! * scale), scale - 1) * scale + Math.min(Math.floor(ys[index]! * scale), scale - 1);
    const mark = marks?.[index] ?? 0;
    const cell = cells.get(key);
    if (cell) {
      cell.count++;
      cell.latitudeSum += latitude;
      cell.longitudeSum += longitude;
      if (mark < cell.mark) cell.mark = mark;
    } else cells.set(key, { count: 1, latitudeSum: latitude, longitudeSum: longitude, first: index, mark });
  }
  while (cells.size > MAX_MAP_FEATURES && level > 0) {
    const coarser = new Map<number, Cell>();
    for (const [key, cell] of cells) {
      const column = Math.floor(key / scale);
      const row = key - column * scale;
      const coarseKey = Math.floor(column / 2) * (scale / 2) + Math.floor(row / 2);
      const merged = coarser.get(coarseKey);
      if (merged) {
        merged.count += cell.count;
        merged.latitudeSum += cell.latitudeSum;
        merged.longitudeSum += cell.longitudeSum;
        if (cell.mark < merged.mark) merged.mark = cell.mark;
      } else coarser.set(coarseKey, { ...cell });
    }
    cells = coarser;
    level--;
    scale /= 2;
  }
  return cells;
}
