import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PlacedStations } from './map-grid.js';
import { placedStationsOf, withChanges, type PlaceRow } from './placed-stations.js';

const row = (id: string, latitude = 51): PlaceRow => ({
  id,
  base_id: `base-${id}`,
  friendly_name: `Station ${id}`,
  latitude,
  longitude: -1,
  resting: false,
});
const columns = (places: PlacedStations) => places.ids.map((id, index) => [id, places.names[index], places.latitudes[index]]);

describe('withChanges', () => {
  const places = placedStationsOf(['b', 'd', 'f'].map((id) => row(id)));

  it('puts changed stations back in the order of their ids, drops deleted ones and adds new ones', () => {
    const changed = withChanges(places, [
      { ...row('d', 52), friendly_name: 'Moved' },
      { id: 'f', base_id: null },
      row('a'),
      row('e'),
      row('g'),
    ]);
    assert.deepEqual(columns(changed), [
      ['a', 'Station a', 51],
      ['b', 'Station b', 51],
      ['d', 'Moved', 52],
      ['e', 'Station e', 51],
      ['g', 'Station g', 51],
    ]);
    assert.deepEqual(
      Array.from(changed.ys),
      Array.from(placedStationsOf([row('a'), row('b'), row('d', 52), row('e'), row('g')]).ys),
    );
  });

  it('leaves the copy it was given as it was, and ignores the deletion of a station it never held', () => {
    const changed = withChanges(places, [{ id: 'c', base_id: null }]);
    assert.deepEqual(columns(changed), columns(places));
    assert.deepEqual(columns(places), [
      ['b', 'Station b', 51],
      ['d', 'Station d', 51],
      ['f', 'Station f', 51],
    ]);
  });
});
