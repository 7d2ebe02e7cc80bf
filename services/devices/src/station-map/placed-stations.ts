import { mercatorX, mercatorY, type PlacedStations } from './map-grid.js';

/** A station as the map copy reads it. */
export interface PlaceRow {
  id: string;
  base_id: string;
  friendly_name: string;
  latitude: number;
  longitude: number;
  resting: boolean;
}

/** A station changed since a revision: its row as it is now, or only its id when it was deleted. */
export type ChangedPlace = PlaceRow | { id: string; base_id: null };

/** Ids in PostgreSQL's order of UUIDs (their bytes), which their lower-case text keeps. */
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Columns of the given size, for `write` to fill. */
function placesOfSize(size: number, write: (into: WritablePlaces) => void): PlacedStations {
  const into: WritablePlaces = {
    ids: new Array<string>(size),
    baseIds: new Array<string>(size),
    names: new Array<string>(size),
    latitudes: new Float64Array(size),
    longitudes: new Float64Array(size),
    xs: new Float64Array(size),
    ys: new Float64Array(size),
    resting: new Uint8Array(size),
  };
  write(into);
  return into;
}

type WritablePlaces = {
  -readonly [K in keyof PlacedStations]: PlacedStations[K] extends readonly string[] ? string[] : PlacedStations[K];
};

function writeRow(into: WritablePlaces, at: number, row: PlaceRow): void {
  into.ids[at] = row.id;
  into.baseIds[at] = row.base_id;
  into.names[at] = row.friendly_name;
  into.latitudes[at] = row.latitude;
  into.longitudes[at] = row.longitude;
  into.xs[at] = mercatorX(row.longitude);
  into.ys[at] = mercatorY(row.latitude);
  into.resting[at] = row.resting ? 1 : 0;
}

function copyStation(into: WritablePlaces, at: number, from: PlacedStations, index: number): void {
  into.ids[at] = from.ids[index]!;
  into.baseIds[at] = from.baseIds[index]!;
  into.names[at] = from.names[index]!;
  into.latitudes[at] = from.latitudes[index]!;
  into.longitudes[at] = from.longitudes[index]!;
  into.xs[at] = from.xs[index]!;
  into.ys[at] = from.ys[index]!;
  into.resting[at] = from.resting[index]!;
}

/** The stations read whole, in the order of their ids. */
export const placedStationsOf = (rows: readonly PlaceRow[]): PlacedStations =>
  placesOfSize(rows.length, (into) => rows.forEach((row, index) => writeRow(into, index, row)));

/**
 * The stations with some changed: each changed one dropped, and put back where its id sorts if it
 * still exists. One pass over the copy, whatever the number of changes.
 */
export function withChanges(places: PlacedStations, changes: readonly ChangedPlace[]): PlacedStations {
  const changed = new Set(changes.map((change) => change.id));
  const present = changes.filter((change): change is PlaceRow => change.base_id !== null).sort(byId);
  let kept = 0;
  for (const id of places.ids) if (!changed.has(id)) kept++;
  return placesOfSize(kept + present.length, (into) => {
    let at = 0;
    let next = 0;
    for (let index = 0; index < places.ids.length; index++) {
      const id = places.ids[index]!;
      while (next < present.length && present[next]!.id < id) writeRow(into, at++, present[next++]!);
      if (!changed.has(id)) copyStation(into, at++, places, index);
    }
    while (next < present.length) writeRow(into, at++, present[next++]!);
  });
}
