import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_MAP_FEATURES, type BoundingBox } from '@storystump/contracts';
import { cellsInBox, mercatorX, mercatorY, startLevel, type PlacedStations } from './map-grid.js';

function placed(points: Array<[number, number]>): PlacedStations {
  return {
    ids: points.map((_, index) => `id-${index}`),
    baseIds: points.map((_, index) => `base-${index}`),
    names: points.map((_, index) => `Station ${index}`),
    latitudes: Float64Array.from(points, ([latitude]) => latitude),
    longitudes: Float64Array.from(points, ([, longitude]) => longitude),
    xs: Float64Array.from(points, ([, longitude]) => mercatorX(longitude)),
    ys: Float64Array.from(points, ([latitude]) => mercatorY(latitude)),
    resting: new Uint8Array(points.length),
  };
}

const WORLD: BoundingBox = [-180, -90, 180, 90];
const total = (cells: Map<number, { count: number }>) => [...cells.values()].reduce((sum, cell) => sum + cell.count, 0);

describe('the map grid', () => {
  it('places the world on the unit square as the tiles do', () => {
    assert.equal(mercatorX(-180), 0);
    assert.equal(mercatorX(0), 0.5);
    assert.equal(mercatorY(0), 0.5);
    assert.ok(Math.abs(mercatorY(85.0511287798)) < 1e-9);
    assert.equal(mercatorY(90), mercatorY(85.0511287798));
  });

  it('cuts a box into 64 px cells, fewer when it is large for its zoom', () => {
    assert.equal(startLevel([-0.2, 51.45, 0, 51.55], 12), 14);
    assert.ok(startLevel(WORLD, 22) <= 6);
  });

  it('counts only the stations inside the box, its edges included', () => {
    const places = placed([
      [51.5, -0.1],
      [51.45, -0.2],
      [51.6, -0.1],
      [40, 10],
    ]);
    assert.equal(total(cellsInBox(places, [-0.2, 51.45, 0, 51.55], 10)), 2);
  });

  it('coarsens a crowded box to at most the features an answer holds, keeping every station counted', () => {
    const points: Array<[number, number]> = [];
    for (let row = 0; row < 100; row++)
      for (let column = 0; column < 100; column++) points.push([50 + row * 0.08, -5 + column * 0.07]);
    const cells = cellsInBox(placed(points), WORLD, 22);
    assert.ok(cells.size <= MAX_MAP_FEATURES, `${cells.size} cells`);
    assert.equal(total(cells), points.length);
  });

  it('keeps the most pressing mark of a cell', () => {
    const places = placed([
      [51.5, -0.1],
      [51.5001, -0.1001],
      [51.5002, -0.1002],
    ]);
    const [cell] = [...cellsInBox(places, WORLD, 3, Uint8Array.from([4, 1, 3])).values()];
    assert.deepEqual([cell!.count, cell!.mark], [3, 1]);
  });
});
