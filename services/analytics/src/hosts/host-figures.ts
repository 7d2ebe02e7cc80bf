import {
  FEWEST_SHOWN,
  previousRange,
  WEEKDAYS,
  type HostCount,
  type HostPortal,
  type HostStationFigures,
  type HostStump,
} from '@storystump/contracts';

/** A count as a host may see it: from 1 to FEWEST_SHOWN - 1 it is left out, so no one child's visit shows. */
export function shown(count: number): HostCount {
  return count > 0 && count < FEWEST_SHOWN ? { count: null, suppressed: true } : { count, suppressed: false };
}

/** What the portal is made of, as read from the rollups and the devices service. */
export interface HostFigureRows {
  hostName: string;
  range: { startDate: string; endDate: string };
  stations: HostStationFigures[];
  /** Visits per station and day in the range. */
  days: Array<{ stationId: string; day: string; visits: number }>;
  /** Visits per station over the previous range. */
  previous: Array<{ stationId: string; visits: number }>;
  /** Visits by hour of the day (0 to 23) over the range, every station together. */
  hours: Array<{ hour: number; visits: number }>;
  /** Visits by ISO weekday (1 is Monday) over the range, every station together. */
  weekdays: Array<{ isoWeekday: number; visits: number }>;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The portal's answer: the stumps by name (most visited first), each count under FEWEST_SHOWN left out. */
export function hostPortalOf(rows: HostFigureRows): HostPortal {
  const previousOf = new Map(rows.previous.map((row) => [row.stationId, row.visits]));
  const stumps = rows.stations.map((station) => {
    const days = rows.days.filter((row) => row.stationId === station.stationId).sort((a, b) => a.day.localeCompare(b.day));
    return { station, days, visits: sum(days.map((row) => row.visits)), previous: previousOf.get(station.stationId) ?? 0 };
  });
  stumps.sort((a, b) => b.visits - a.visits || a.station.name.localeCompare(b.station.name));
  const hourly = new Map(rows.hours.map((row) => [row.hour, row.visits]));
  const weekly = new Map(rows.weekdays.map((row) => [row.isoWeekday, row.visits]));
  return {
    host: { name: rows.hostName },
    startDate: rows.range.startDate,
    endDate: rows.range.endDate,
    previous: previousRange(rows.range),
    totals: {
      visits: shown(sum(stumps.map((stump) => stump.visits))),
      previousVisits: shown(sum(stumps.map((stump) => stump.previous))),
      storiesPlayed: shown(sum(rows.stations.map((station) => station.storiesPlayed))),
    },
    stumps: stumps.map(({ station, days, visits, previous }): HostStump => ({
      stationId: station.stationId,
      name: station.name,
      state: station.online ? 'working' : 'resting',
      visits: shown(visits),
      previousVisits: shown(previous),
      storiesPlayed: shown(station.storiesPlayed),
      days: days.map((row) => ({ day: row.day, visits: shown(row.visits) })),
    })),
    busiestHours: Array.from({ length: 24 }, (_, hour) => ({ hour, visits: shown(hourly.get(hour) ?? 0) })),
    busiestWeekdays: WEEKDAYS.map((weekday, index) => ({ weekday, visits: shown(weekly.get(index + 1) ?? 0) })),
  };
}

/** `YYYY-MM`'s first and last day. */
export function monthRange(month: string): { startDate: string; endDate: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { startDate: `${month}-01`, endDate: `${month}-${String(last).padStart(2, '0')}` };
}
