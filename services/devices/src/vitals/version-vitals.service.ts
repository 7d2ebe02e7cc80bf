import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CRASH_REBOOT_REASONS,
  FleetOps,
  MAX_VISIT_SPANS_ASKED,
  VisitOps,
  type RequestContext,
  type VersionVitals,
  type VersionVitalsQuery,
} from '@storystump/contracts';
import { Handles, RpcClient } from '@storystump/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { NEW_SAMPLES, rollUpNewSamples } from '../health/new-samples.js';
import { crashFreePercent, type ObservedCrashes } from './vitals-gate.js';

/**
 * Adds the new samples to version hours by station, hour and version. Each heartbeat adds the time
 * since the station's previous heartbeat on the same version, at most 10 minutes, to the time
 * observed; battery falls are counted between a station's readings on one version, a rise
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
    ON CONFLICT (station_id, running_version) DO UPDATE SET at = EXCLUDED.at, battery_percent = EXCLUDED.battery_percent)
  INSERT INTO devices.version_hours AS v
    (station_id, hour, running_version, heartbeats, crashes, nfc_read_errors, battery_drop, observed_seconds)
  SELECT station_id, date_trunc('hour', at), running_version, count(*)::int,
    (count(*) FILTER (WHERE reboot_reason = ANY($5::text[])))::int,
    coalesce(sum(nfc_read_errors), 0)::int,
    coalesce(sum(greatest(previous_battery - battery_percent, 0)), 0)::int,
    coalesce(sum(least(extract(epoch FROM at - previous_at), $6::int)) FILTER (WHERE previous_at IS NOT NULL), 0)::float8
  FROM lagged WHERE new
  GROUP BY station_id, date_trunc('hour', at), running_version
  ON CONFLICT (station_id, hour, running_version) DO UPDATE SET heartbeats = v.heartbeats + EXCLUDED.heartbeats,
    crashes = v.crashes + EXCLUDED.crashes, nfc_read_errors = v.nfc_read_errors + EXCLUDED.nfc_read_errors,
    battery_drop = v.battery_drop + EXCLUDED.battery_drop, observed_seconds = v.observed_seconds + EXCLUDED.observed_seconds`;

/** Versions with no time observed yet (a single heartbeat) have no figures and are left out. */
const VERSIONS = `
  SELECT running_version AS tag, count(DISTINCT station_id)::int AS stations,
    sum(observed_seconds)::float8 AS seconds, sum(crashes)::int AS crashes,
    sum(battery_drop)::int AS battery_drop, sum(nfc_read_errors)::int AS nfc_read_errors
  FROM devices.version_hours WHERE hour >= $1 AND hour < $2
  GROUP BY running_version HAVING sum(observed_seconds) > 0 ORDER BY stations DESC, tag`;

/** Each station's first and last hour on each version in the period: the spans its visits are counted over. */
const SPANS = `
  SELECT running_version AS tag, station_id, min(hour) AS starts, max(hour) + interval '1 hour' AS ends
  FROM devices.version_hours WHERE hour >= $1 AND hour < $2
  GROUP BY running_version, station_id`;

const CRASHES_OF_ROLLOUT = `
  SELECT vh.running_version AS tag, sum(vh.observed_seconds)::float8 / 3600 AS hours, sum(vh.crashes)::int AS crashes
  FROM devices.rollout_stations rs JOIN devices.version_hours vh ON vh.station_id = rs.station_id
  WHERE rs.rollout_id = $1 AND vh.hour >= date_trunc('hour', $2::timestamptz) AND vh.running_version = ANY($3::text[])
  GROUP BY vh.running_version`;

/** The longest gap between two heartbeats counted as observed time: a stump offline for days adds no hours. */
const MAX_OBSERVED_GAP_SECONDS = 600;
const DAY_MS = 86_400_000;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** How each firmware version runs: crash-free hours (expected from the crashes per hour observed), battery drain and NFC read errors, from the stumps' heartbeats. */
@Injectable()
export class VersionVitalsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rpc: RpcClient,
  ) {}

  @Handles(FleetOps.versions)
  async versions(ctx: RequestContext, { startDate, endDate }: VersionVitalsQuery): Promise<VersionVitals[]> {
    const from = new Date(`${startDate}T00:00:00Z`);
    const to = new Date(Date.parse(`${endDate}T00:00:00Z`) + DAY_MS);
    const [rows, spans] = await Promise.all([
      this.db.query<
        Array<{ tag: string; stations: number; seconds: number; crashes: number; battery_drop: number; nfc_read_errors: number }>
      >(VERSIONS, [from, to]),
      this.db.query<Array<{ tag: string; station_id: string; starts: Date; ends: Date }>>(SPANS, [from, to]),
    ]);
    const visits = await this.visitsIn(ctx, spans);
    return rows.map((row) => {
      const seen = visits.get(row.tag) ?? 0;
      const hours = row.seconds / 3600;
      return {
        tag: row.tag,
        stations: row.stations,
        hoursObserved: oneDecimal(hours),
        crashFreeHoursPercent: oneDecimal(crashFreePercent({ tag: row.tag, hours, crashes: row.crashes })),
        batteryDrainPerDay: oneDecimal((row.battery_drop * 24) / hours),
        nfcErrorsPer100Visits: seen ? oneDecimal((row.nfc_read_errors * 100) / seen) : null,
      };
    });
  }

  /** Adds the heartbeats written since the last look to version hours (before old samples are let go). */
  async rollUp(): Promise<void> {
    await rollUpNewSamples(this.db, 'version_hours', (tx, samples) =>
      tx.query(ADD_TO_VERSION_HOURS, [...samples, CRASH_REBOOT_REASONS, MAX_OBSERVED_GAP_SECONDS]),
    );
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

  /** The visits recorded at each version's stations while they ran it, asked of characters, which keeps the visits. */
  private async visitsIn(
    ctx: RequestContext,
    spans: ReadonlyArray<{ tag: string; station_id: string; starts: Date; ends: Date }>,
  ): Promise<Map<string, number>> {
    const byTag = new Map<string, number>();
    for (let start = 0; start < spans.length; start += MAX_VISIT_SPANS_ASKED) {
      const asked = spans.slice(start, start + MAX_VISIT_SPANS_ASKED);
      const counts = await this.rpc.send(VisitOps.countInSpans.subject, ctx, {
        spans: asked.map((span) => ({
          stationId: span.station_id,
          from: span.starts.toISOString(),
          to: span.ends.toISOString(),
        })),
      });
      asked.forEach((span, index) => byTag.set(span.tag, (byTag.get(span.tag) ?? 0) + (counts[index] ?? 0)));
    }
    return byTag;
  }
}
