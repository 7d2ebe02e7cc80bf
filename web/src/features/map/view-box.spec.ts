import { describe, expect, it } from 'vitest';
import { viewBoxOf } from './view-box';

const HALF_WORLD_M = 20037508.342789244;

describe("the map view's box", () => {
  it('widens the view to whole tiles at its zoom', () => {
    // A little of the tile x 0..1, y 0..1 at zoom 1 (the north-west quarter): the whole quarter.
    expect(viewBoxOf([-HALF_WORLD_M * 0.9, HALF_WORLD_M * 0.1, -HALF_WORLD_M * 0.1, HALF_WORLD_M * 0.9], 1)).toEqual({
      bbox: '-180,0,0,85.051129',
      zoom: 1,
    });
  });

  it('asks the same box for views a little apart', () => {
    const a = viewBoxOf([-100_000, 6_700_000, -50_000, 6_750_000], 8.4);
    const b = viewBoxOf([-99_000, 6_701_000, -49_000, 6_751_000], 8.2);
    expect(a).toEqual(b);
    expect(a.zoom).toBe(8);
  });

  it('keeps to the world and to the zooms the API takes', () => {
    expect(viewBoxOf([-3 * HALF_WORLD_M, -3 * HALF_WORLD_M, 3 * HALF_WORLD_M, 3 * HALF_WORLD_M], -1)).toEqual({
      bbox: '-180,-85.051129,180,85.051129',
      zoom: 0,
    });
    expect(viewBoxOf([0, 0, 1, 1], 25.7).zoom).toBe(22);
  });
});
