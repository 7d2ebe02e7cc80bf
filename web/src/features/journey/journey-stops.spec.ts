import type { StationView, VisitView } from '@storystump/contracts';
import { describe, expect, it } from 'vitest';
import { journeyStops } from './journey-stops';

const station = (id: string, latitude: number, longitude: number) =>
  ({ _id: id, base_id: id, friendly_name: id, latitude, longitude }) as StationView;
const visit = (id: string, stationId: string, name: string, visitDate: string) =>
  ({
    _id: id,
    baseStation: { _id: stationId, base_id: stationId, name, currentName: name, removed: false },
    visitDate,
  }) as VisitView;

describe('a journey', () => {
  it('numbers the visits oldest first and places each at its station', () => {
    const stops = journeyStops(
      [
        visit('v3', 'b', 'Badger Bank', '2026-03-03T10:00:00Z'),
        visit('v2', 'a', 'Acorn Hollow', '2026-03-02T10:00:00Z'),
        visit('v1', 'b', 'Badger Bank', '2026-03-01T10:00:00Z'),
      ],
      [station('a', 51.5, -0.1), station('b', 52.2, 0.12)],
    );
    expect(stops.map((stop) => [stop.number, stop.name, stop.latitude])).toEqual([
      [1, 'Badger Bank', 52.2],
      [2, 'Acorn Hollow', 51.5],
      [3, 'Badger Bank', 52.2],
    ]);
  });

  it('keeps the numbers of the others when a station is gone from the map', () => {
    const stops = journeyStops(
      [visit('v2', 'a', 'Acorn Hollow', '2026-03-02T10:00:00Z'), visit('v1', 'gone', 'Old Oak', '2026-03-01T10:00:00Z')],
      [station('a', 51.5, -0.1)],
    );
    expect(stops.map((stop) => [stop.number, stop.name])).toEqual([[2, 'Acorn Hollow']]);
  });
});
