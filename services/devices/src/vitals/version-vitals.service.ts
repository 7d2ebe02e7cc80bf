import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FleetOps, type RequestContext, type VersionVitals, type VersionVitalsQuery } from '@storystump/contracts';
import { Handles, SharedReadings } from '@storystump/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { FLEET_CONFIG, type FleetConfig } from '../fleet/fleet-config.js';
import { rollUpVersionVitals } from './version-roll-up.js';
import { STATIONS_OF_VERSIONS } from './version-runs.js';
import { crashFreePercent, type ObservedCrashes } from './vitals-gate.js';

/**
 * Each version's sums over the days from `$1` to `$2` (both included). Its NFC errors are weighed by
 * the visits recorded at its stations while they ran it, both over the days whose visits are all
 * counted. Versions with no time observed yet (a single heartbeat) have no figures and are left out.
 */
export const VERSION_SUMS = `
  WITH counted AS (SELECT greatest($1::date, (SELECT max(day) FROM devices.visits_counted_from)) AS from_day)
  SELECT d.running_version AS tag, sum(d.observed_seconds)::float8 AS seconds, sum(d.crashes)::float8 AS crashes,
    sum(d.battery_drop)::float8 AS battery_drop,
    coalesce(sum(d.nfc_read_errors) FILTER (WHERE d.day >= c.from_day), 0)::float8 AS nfc_read_errors,
    coalesce((SELECT sum(v.visits) FROM devices.version_visit_days v
              WHERE v.running_version = d.running_version AND v.day >= c.from_day AND v.day <= $2::date), 0)::float8 AS visits
  FROM devices.version_days d CROSS JOIN counted c WHERE d.day >= $1::date AND d.day <= $2::date
  GROUP BY d.running_version, c.from_day HAVING sum(d.observed_seconds) > 0`;

const CRASHES_OF_ROLLOUT = `
  SELECT vh.running_version AS tag, sum(vh.observed_seconds)::float8 / 3600 AS hours, sum(vh.crashes)::float8 AS crashes
  FROM devices.rollout_stations rs JOIN devices.version_hours vh ON vh.station_id = rs.station_id
  WHERE rs.rollout_id = $1 AND vh.hour >= date_trunc('hour', $2::timestamptz, 'UTC') AND vh.running_version = ANY($3::text[])
  GROUP BY vh.running_version`;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

interface VersionSums {
  tag: string;
  seconds: number;
  crashes: number;
  battery_drop: number;
  nfc_read_errors: number;
  visits: number;
}

/** How each firmware version runs: crash-free hours (expected from the crashes per hour observed), battery drain and NFC read errors, from the stumps' heartbeats. */
@Injectable()
export class VersionVitalsService {
  /**
   * A period's figures read every version's runs: admins asking for the same period share a
   * reading for up to `summaryFreshMs` (in a process that also looks, until its next look).
   */
  private readonly readings: SharedReadings<VersionVitals[]>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(FLEET_CONFIG) config: FleetConfig,
  ) {
    this.readings = new SharedReadings(config.summaryFreshMs);
  }

  @Handles(FleetOps.versions)
  versions(_ctx: RequestContext, { startDate, endDate }: VersionVitalsQuery): Promise<VersionVitals[]> {
    return this.readings.read(`${startDate}/${endDate}`, () => this.read(startDate, endDate));
  }

  private async read(startDate: string, endDate: string): Promise<VersionVitals[]> {
    const [sums, stations] = await Promise.all([
      this.db.query<VersionSums[]>(VERSION_SUMS, [startDate, endDate]),
      this.db.query<Array<{ tag: string; stations: number }>>(STATIONS_OF_VERSIONS, [startDate, endDate]),
    ]);
    const stationsOf = new Map(stations.map((row) => [row.tag, row.stations]));
    return sums
      .map((row) => {
        const hours = row.seconds / 3600;
        return {
          tag: row.tag,
          stations: stationsOf.get(row.tag) ?? 0,
          hoursObserved: oneDecimal(hours),
          crashFreeHoursPercent: oneDecimal(crashFreePercent({ tag: row.tag, hours, crashes: row.crashes })),
          batteryDrainPerDay: oneDecimal((row.battery_drop * 24) / hours),
          nfcErrorsPer100Visits: row.visits ? oneDecimal((row.nfc_read_errors * 100) / row.visits) : null,
        };
      })
      .sort((a, b) => b.stations - a.stations || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  }

  /** Adds the heartbeats written since the last look to version hours and days and to the stations' runs (before old samples are let go). */
  async rollUp(): Promise<void> {
    await rollUpVersionVitals(this.db);
    this.readings.changed();
  }

  /** The hours observed of each of these versions on a rollout's stations since it began, and the crashes in them. */
  async crashesOfRollout(
    tx: EntityManager,
    rolloutId: string,
    since: Date,
    tags: readonly string[],
  ): Promise<Map<string, ObservedCrashes>> {
    const rows = await tx.query<ObservedCrashes[]>(CRASHES_OF_ROLLOUT, [rolloutId, since, tags]);
    return new Map(rows.map((row) => [row.tag, row]));
  }
}
