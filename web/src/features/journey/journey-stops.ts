import type { StationView, VisitView } from '@storystump/contracts';

/** One numbered stop of a character's journey: a visit placed on the map at its station. */
export interface JourneyStop {
  number: number;
  visitId: string;
  name: string;
  visitDate: string;
  latitude: number;
  longitude: number;
}

/**
 * A character's visits (newest first, as the API lists them) as its journey: oldest first,
 * numbered from 1, each at its station's position. A visit to a station no longer on the map
 * keeps its number, but has no place to be drawn.
 */
export function journeyStops(visits: readonly VisitView[], stations: readonly StationView[]): JourneyStop[] {
  const byId = new Map(stations.map((station) => [station._id, station]));
  return [...visits].reverse().flatMap((visit, index) => {
    const station = byId.get(visit.baseStation._id);
    return station
      ? [
          {
            number: index + 1,
            visitId: visit._id,
            name: visit.baseStation.name,
            visitDate: visit.visitDate,
            latitude: station.latitude,
            longitude: station.longitude,
          },
        ]
      : [];
  });
}
