import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { FLEET_CONFIG, type FleetConfig } from '../fleet/fleet-config.js';
import { ACTIVE_ROLLOUT_STATUSES } from '../rollouts/rollout.entity.js';

/** The beginning of the oldest hour within the retention (`$1` its days). */
const RETENTION_BEGINS = `date_trunc('hour', now() - make_interval(days => $1), 'UTC')`;

/**
 * The oldest hour of health past its retention goes, its stories played added to its day; the
 * hours are found as UTC times, as `health_hours_utc_hour` holds them. Two looks at once may pick
 * the same hour: the later one's delete then finds its rows gone and adds nothing.
 */
export const MOVE_OLDEST_HEALTH_HOUR = `
  WITH moved AS (
    DELETE FROM devices.health_hours
    WHERE (hour AT TIME ZONE 'UTC') = (
      SELECT min(hour AT TIME ZONE 'UTC') FROM devices.health_hours
      WHERE (hour AT TIME ZONE 'UTC') < (${RETENTION_BEGINS} AT TIME ZONE 'UTC'))
    RETURNING station_id, hour, stories_played)
  INSERT INTO devices.health_days AS d (station_id, day, stories_played)
  SELECT station_id, (hour AT TIME ZONE 'UTC')::date, sum(stories_played) FROM moved GROUP BY 1, 2
  ON CONFLICT (station_id, day) DO UPDATE SET stories_played = d.stories_played + EXCLUDED.stories_played`;

/**
 * The oldest hour of versions past its retention goes (the fleet's version days keep its figures),
 * unless a gated rollout still active (`$2`: running, paused or halted) began by its end: its gate
 * reads its stations' hours since it began.
 */
export const LET_OLDEST_VERSION_HOUR_GO = `
  DELETE FROM devices.version_hours
  WHERE hour = (
    SELECT min(hour) FROM devices.version_hours
    WHERE hour < least(${RETENTION_BEGINS}, (
      SELECT date_trunc('hour', min(created_at), 'UTC') FROM devices.rollouts
      WHERE status = ANY($2::varchar[]) AND vitals_gate IS NOT NULL)))`;

/**
 * Keeps a station's hours of health and of versions for HEALTH_HOURS_RETENTION_DAYS: each look
 * lets the oldest hour past it go, so the tables hold a bounded number of hours whatever the time
 * the fleet has run, and a look after a long stop catches up an hour at a time.
 */
@Injectable()
export class HoursRetention {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  async letOldestHourGo(): Promise<void> {
    const days = this.config.healthHoursRetentionDays;
    await this.db.query(MOVE_OLDEST_HEALTH_HOUR, [days]);
    await this.db.query(LET_OLDEST_VERSION_HOUR_GO, [days, ACTIVE_ROLLOUT_STATUSES]);
  }
}
