import type { VisitedPlaceView } from '@storystump/contracts';

/** A stump a character has visited, where the map can draw it. */
export interface PlacedStump {
  stationId: string;
  name: string;
  visits: number;
  firstVisit: string;
  lastVisit: string;
  latitude: number;
  longitude: number;
}

/** The stumps the map can draw: one a deleted station's place is no longer known for is left out. */
export const placedStumps = (places: readonly VisitedPlaceView[]): PlacedStump[] =>
  places.flatMap((place) =>
    place.latitude === null || place.longitude === null
      ? []
      : [
          {
            stationId: place.baseStation._id,
            name: place.baseStation.name,
            visits: place.visits,
            firstVisit: place.firstVisit,
            lastVisit: place.lastVisit,
            latitude: place.latitude,
            longitude: place.longitude,
          },
        ],
  );

/** '1 visit', '5,000 visits'. */
export const visitCount = (visits: number) => (visits === 1 ? '1 visit' : `${visits.toLocaleString('en-GB')} visits`);

/** A marker's label: its count, short enough to fit in the circle. */
export const markerLabel = (visits: number) =>
  visits < 1000 ? String(visits) : visits < 10_000 ? `${(visits / 1000).toFixed(1)}k` : `${Math.round(visits / 1000)}k`;

/** A marker grows with the visits it stands for, slowly: a favourite stump stands out without hiding the rest. */
export const markerRadius = (visits: number) => Math.round(Math.min(22, 11 + 3 * Math.log10(Math.max(1, visits))));
