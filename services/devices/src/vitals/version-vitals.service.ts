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
import type { CrashFreeHours } from './vitals-gate.js';

/**
 * Sums up the samples of the last hour and this one by station, hour and version. Battery falls
 * are counted between a station's readings on one version; a rise (charging) counts as none. The
 * readings just before the hour rolled up are read too, so a fall across the hour is not lost.
 */
const ROLL_UP = `
  INSERT INTO devices.version_hours AS v (station_id, hour, running_version, heartbeats, crashes, nfc_read_errors, battery_drop)
  SELECT station_id, date_trunc('hour', at), running_version, count(*),
    count(*) FILTER (WHERE reboot_reason = ANY($1::text[])), coalesce(sum(nfc_read_errors), 0),
    coalesce(sum(greatest(previous_battery - battery_percent, 0)), 0)
  FROM (
    SELECT station_id, at, running_version, reboot_reason, nfc_read_errors, battery_percent,
      lag(battery_percent) OVER (PARTITION BY station_id, running_version, battery_percent IS NULL ORDER BY at)
        AS previous_battery
    FROM devices.health_samples
    WHERE at >= date_trunc('hour', now()) - interval '65 minutes' AND running_version IS NOT NULL) s
  WHERE at >= date_trunc('hour', now()) - interval '1 hour'
  GROUP BY station_id, date_trunc('hour', at), running_version
  ON CONFLICT (station_id, hour, running_version) DO UPDATE SET heartbeats = EXCLUDED.heartbeats,
    crashes = EXCLUDED.crashes, nfc_read_errors = EXCLUDED.nfc_read_errors, battery_drop = EXCLUDED.battery_drop`;

const VERSIONS = `
  SELECT running_version AS tag, count(DISTINCT station_id)::int AS stations, count(*)::int AS hours,
    (count(*) FILTER (WHERE crashes = 0))::int AS crash_free, sum(battery_drop)::int AS battery_drop,
    sum(nfc_read_errors)::int AS nfc_read_errors
  FROM devices.version_hours WHERE hour >= $1 AND hour < $2
  GROUP BY running_version ORDER BY stations DESC, tag`;

/** Each station's first and last hour on each version in the period: the spans its visits are counted over. */
const SPANS = `
  SELECT running_version AS tag, station_id, min(hour) AS starts, max(hour) + interval '1 hour' AS ends
  FROM devices.version_hours WHERE hour >= $1 AND hour < $2
  GROUP BY running_version, station_id`;

const CRASH_FREE_HOURS_OF_ROLLOUT = `
  SELECT vh.running_version AS tag, count(*)::int AS hours, (count(*) FILTER (WHERE vh.crashes = 0))::int AS "crashFree"
  FROM devices.rollout_stations rs JOIN devices.version_hours vh ON vh.station_id = rs.station_id
  WHERE rs.rollout_id = $1 AND vh.hour >= date_trunc('hour', $2::timestamptz) AND vh.running_version = ANY($3::text[])
  GROUP BY vh.running_version`;

const DAY_MS = 86_400_000;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** How each firmware version runs: crash-free hours, battery drain and NFC read errors, from the stumps' heartbeats. */
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
        Array<{ tag: string; stations: number; hours: number; crash_free: number; battery_drop: number; nfc_read_errors: number }>
      >(VERSIONS, [from, to]),
      this.db.query<Array<{ tag: string; station_id: string; starts: Date; ends: Date }>>(SPANS, [from, to]),
    ]);
    const visits = await this.visitsIn(ctx, spans);
    return rows.map((row) => {
      const seen = visits.get(row.tag) ?? 0;
      return {
        tag: row.tag,
        stations: row.stations,
        hoursObserved: row.hours,
        crashFreeHoursPercent: oneDecimal((row.crash_free * 100) / row.hours),
        batteryDrainPerDay: oneDecimal((row.battery_drop * 24) / row.hours),
        nfcErrorsPer100Visits: seen ? oneDecimal((row.nfc_read_errors * 100) / seen) : null,
      };
    });
  }

  /** Rolls the recent heartbeats up into version hours (before old samples are let go). */
  async rollUp(): Promise<void> {
    await this.db.query(ROLL_UP, [CRASH_REBOOT_REASONS]);
  }

  /** The hours of each of these versions on a rollout's stations since it began, and how many had no crash. */
  async crashFreeHoursOfRollout(
    tx: EntityManager,
    rolloutId: string,
    since: Date,
    tags: readonly string[],
  ): Promise<Map<string, CrashFreeHours>> {
    const rows = await tx.query<CrashFreeHours[]>(CRASH_FREE_HOURS_OF_ROLLOUT, [rolloutId, since, tags]);
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
