import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CRASH_REBOOT_REASONS,
  FleetOps,
  type RequestContext,
  type VersionVitals,
  type VersionVitalsQuery,
} from '@storystump/contracts';
import { addedOnConflict, Handles, SharedReadings } from '@storystump/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { FLEET_CONFIG, type FleetConfig } from '../fleet/fleet-config.js';
import { NEW_SAMPLES, rollUpNewSamples, type NewSamples } from '../health/new-samples.js';
import { EXTEND_VERSION_RUNS, STATIONS_OF_VERSIONS } from './version-runs.js';
import { crashFreePercent, type ObservedCrashes } from './vitals-gate.js';

/** An hour's NFC errors of one station are kept up to the largest integer; the fleet's days keep them all. */
const MAX_INTEGER = 2_147_483_647;

/**
 * Adds the new samples to version hours by station, hour and version, and to the fleet's version
 * days. Each heartbeat adds the time since the station's previous heartbeat on the same version,
 * at most 10 minutes, to the time observed; battery falls are counted between a station's readings on one version, a rise
 * (charging) as none. The heartbeat before the new ones is the station's last one counted on that
 * version (kept in version_last_beats, which then keeps the latest of both: a heartbeat committed
 * after a later one of its station leaves the later reading in place).
 */
export const ADD_TO_VERSION_HOURS = `
  WITH new_beats AS (
    SELECT station_id, at, running_version, reboot_reason, nfc_read_errors, battery_percent
    FROM devices.health_samples WHERE ${NEW_SAMPLES} AND running_version IS NOT NULL),
  beats AS (
    SELECT *, true AS new FROM new_beats
    UNION ALL
    SELECT l.station_id, l.at, l.running_version, NULL, NULL, l.battery_percent, false
    FROM devices.version_last_beats l
    WHERE (l.station_id, l.running_version) IN (SELECT station_id, running_version FROM new_beats)),
  lagged AS (
    SELECT *,
      lag(battery_percent) OVER (PARTITION BY station_id, running_version, battery_percent IS NULL ORDER BY at)
        AS previous_battery,
      lag(at) OVER (PARTITION BY station_id, running_version ORDER BY at) AS previous_at
    FROM beats),
  remembered AS (
    INSERT INTO devices.version_last_beats AS l (station_id, running_version, at, battery_percent)
    SELECT station_id, running_version, max(at),
      (array_agg(battery_percent ORDER BY at DESC) FILTER (WHERE battery_percent IS NOT NULL))[1]
    FROM beats GROUP BY station_id, running_version
    ON CONFLICT (station_id, running_version) DO UPDATE SET at = EXCLUDED.at, battery_percent = EXCLUDED.battery_percent),
  hourly AS (
    SELECT station_id, date_trunc('hour', at, 'UTC') AS hour, running_version, count(*)::int AS heartbeats,
      (count(*) FILTER (WHERE reboot_reason = ANY($5::text[])))::int AS crashes,
      coalesce(sum(nfc_read_errors), 0) AS nfc_read_errors,
      coalesce(sum(greatest(previous_battery - battery_percent, 0)), 0)::int AS battery_drop,
      coalesce(sum(least(extract(epoch FROM at - previous_at), $6::int)) FILTER (WHERE previous_at IS NOT NULL), 0)::float8
        AS observed_seconds
    FROM lagged WHERE new
    GROUP BY station_id, date_trunc('hour', at, 'UTC'), running_version),
  fleet_days AS (
    INSERT INTO devices.version_days AS d (running_version, day, observed_seconds, crashes, nfc_read_errors, battery_drop)
    SELECT running_version, (hour AT TIME ZONE 'UTC')::date,
      sum(observed_seconds), sum(crashes), sum(nfc_read_errors), sum(battery_drop)
    FROM hourly GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (running_version, day)
    DO UPDATE SET ${addedOnConflict('d', ['observed_seconds', 'crashes', 'nfc_read_errors', 'battery_drop'])})
  INSERT INTO devices.version_hours AS v
    (station_id, hour, running_version, heartbeats, crashes, nfc_read_errors, battery_drop, observed_seconds)
  SELECT station_id, hour, running_version, heartbeats, crashes, least(nfc_read_errors, ${MAX_INTEGER}), battery_drop,
    observed_seconds
  FROM hourly
  ON CONFLICT (station_id, hour, running_version)
  DO UPDATE SET ${addedOnConflict('v', ['heartbeats', 'crashes', 'battery_drop', 'observed_seconds'])},
    nfc_read_errors = least(v.nfc_read_errors::bigint + EXCLUDED.nfc_read_errors, ${MAX_INTEGER})`;

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

/** The longest gap between two heartbeats counted as observed time. */
const MAX_OBSERVED_GAP_SECONDS = 600;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A look's work for the versions' vitals over its new samples: their hours and days, then the stations' runs. */
export async function addToVersionVitals(tx: Pick<EntityManager, 'query'>, samples: NewSamples): Promise<void> {
  await tx.query(ADD_TO_VERSION_HOURS, [...samples, CRASH_REBOOT_REASONS, MAX_OBSERVED_GAP_SECONDS]);
  await tx.query(EXTEND_VERSION_RUNS, samples);
}

/** A look for the versions' vitals: the samples written since the last one, added to hours, days and runs. */
export const rollUpVersionVitals = (db: DataSource) => rollUpNewSamples(db, 'version_vitals', addToVersionVitals);

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
