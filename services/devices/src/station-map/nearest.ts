import type { PlacedStations } from './map-grid.js';

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places, in km (haversine). */
export function distanceKm(latitude: number, longitude: number, otherLatitude: number, otherLongitude: number): number {
  const dLat = radians(otherLatitude - latitude);
  const dLon = radians(otherLongitude - longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(latitude)) * Math.cos(radians(otherLatitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The `limit` stations nearest a place, nearest first: one pass over the copy, keeping the best few in order. */
export function nearestOf(places: PlacedStations, latitude: number, longitude: number, limit: number) {
  const best: Array<{ index: number; distanceKm: number }> = [];
  for (let index = 0; index < places.latitudes.length; index++) {
    const distance = distanceKm(latitude, longitude, places.latitudes[index]!, places.longitudes[index]!);
    if (best.length === limit && distance >= best[best.length - 1]!.distanceKm) continue;
    let at = best.length;
    while (at > 0 && best[at - 1]!.distanceKm > distance) at--;
    best.splice(at, 0, { index, distanceKm: distance });
    if (best.length > limit) best.pop();
  }
  return best;
}
