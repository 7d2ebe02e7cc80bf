import type { DiaryVisit } from './diary-visit.js';

const EARTH_RADIUS_KM = 6371.0088;
const DAY_MS = 24 * 60 * 60 * 1000;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in kilometres. */
export function greatCircleKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The distance travelled from visit to visit, oldest first, to one decimal. A visit whose
 * station's position is not known is left out: the journey goes from the one before to the next.
 */
export function distanceTravelledKm(visits: readonly DiaryVisit[]): number {
  let total = 0;
  let previous: { latitude: number; longitude: number } | null = null;
  for (const visit of visits) {
    if (visit.latitude === null || visit.longitude === null) continue;
    const here = { latitude: visit.latitude, longitude: visit.longitude };
    if (previous) total += greatCircleKm(previous, here);
    previous = here;
  }
  return Math.round(total * 10) / 10;
}

/** The number of the week (Monday to Sunday, UTC) a moment falls in, counted from the week of 1 January 1970. */
export function weekNumber(at: Date): number {
  const day = Math.floor(at.getTime() / DAY_MS);
  // 1 January 1970 was a Thursday: three days on from its week's Monday.
  return Math.floor((day + 3) / 7);
}

/** The longest run of consecutive weeks with at least one visit. */
export function longestWeekStreak(visits: readonly DiaryVisit[]): number {
  const weeks = [...new Set(visits.map((visit) => weekNumber(visit.visitDate)))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  weeks.forEach((week, index) => {
    run = index > 0 && week === weeks[index - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/** Visits counted per month (UTC), newest month first. */
export function visitsByMonth(visits: readonly DiaryVisit[]): { month: string; visits: number }[] {
  const counts = new Map<string, number>();
  for (const visit of visits) {
    const month = visit.visitDate.toISOString().slice(0, 7);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => b.localeCompare(a)).map(([month, count]) => ({ month, visits: count }));
}
