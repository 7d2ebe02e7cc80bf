import type { VisitedPlaceView } from '@storystump/contracts';
import { describe, expect, it } from 'vitest';
import { markerLabel, markerRadius, placedStumps, visitCount } from './journey-places';

const place = (id: string, visits: number, latitude: number | null, longitude: number | null): VisitedPlaceView => ({
  baseStation: { _id: id, base_id: id, name: `Stump ${id}`, removed: latitude === null },
  latitude,
  longitude,
  visits,
  firstVisit: '2026-03-01T10:00:00.000Z',
  lastVisit: '2026-03-03T10:00:00.000Z',
});

describe('a journey by place', () => {
  it('draws each stump whose place is known once, with its visits', () => {
    const stumps = placedStumps([place('a', 4000, 51.5, -0.1), place('gone', 3, null, null), place('b', 997, 52.2, 0.12)]);
    expect(stumps.map((stump) => [stump.name, stump.visits, stump.latitude])).toEqual([
      ['Stump a', 4000, 51.5],
      ['Stump b', 997, 52.2],
    ]);
  });

  it('counts visits in words and labels markers briefly', () => {
    expect([visitCount(1), visitCount(5000)]).toEqual(['1 visit', '5,000 visits']);
    expect([markerLabel(7), markerLabel(999), markerLabel(4250), markerLabel(25_400)]).toEqual(['7', '999', '4.3k', '25k']);
  });

  it('grows a marker with its visits, within bounds', () => {
    expect(markerRadius(1)).toBe(11);
    expect(markerRadius(100)).toBeGreaterThan(markerRadius(10));
    expect(markerRadius(1_000_000)).toBe(22);
  });
});
