import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boxOfTiles, tileRangeKey, tileRangeOf } from './map-tiles.js';

describe('tileRangeOf', () => {
  it('names the tiles of a box the web widened to whole tiles, its degrees rounded to six places', () => {
    const range = tileRangeOf([-11.25, 48.922499, 5.625, 61.606396], 6);
    assert.ok(range);
    assert.equal(tileRangeKey(range), '6/30-32/18-21');
    assert.equal(tileRangeKey(tileRangeOf(boxOfTiles(range), 6)!), '6/30-32/18-21');
  });

  it('takes the whole world, to the poles, as the one tile of zoom 0', () => {
    const range = tileRangeOf([-180, -90, 180, 90], 0);
    assert.ok(range);
    assert.equal(tileRangeKey(range), '0/0-0/0-0');
    assert.deepEqual(boxOfTiles(range), [-180, -90, 180, 90]);
  });

  it('names no tiles for a box whose edges are not tile edges at its zoom', () => {
    assert.equal(tileRangeOf([-11, 49, 2, 61], 6), undefined);
    assert.equal(
      tileRangeOf([-11.25, 48.922499, 5.625, 61.606396], 5),
      undefined,
      'whole tiles of zoom 6 can be half tiles at 5',
    );
    assert.equal(tileRangeOf([-11.25, 48.922, 5.625, 61.606], 6), undefined, 'rounded to three places');
    assert.equal(tileRangeOf([0, 0, 0, 0], 6), undefined);
  });
});
