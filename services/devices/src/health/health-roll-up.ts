import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addedOnConflict, MAX_INTEGER } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';
import { FLEET_CONFIG, type FleetConfig } from '../fleet/fleet-config.js';
import { NEW_SAMPLES, rollUpNewSamples } from './new-samples.js';

/** The columns of an hour its new samples' counts and sums are added to. */
const ADDED_UP = [
  'samples',
  'battery_sum',
  'battery_readings',
  'temperature_sum',
  'temperature_readings',
  'signal_sum',
  'signal_readings',
];

/**
 * Adds the new samples to their stations' hours: counts and sums add up, minimums keep the lower,
 * averages follow the sums. An hour keeps at most MAX_INTEGER stories played (a stump may say a
 * million a heartbeat).
 */
export const ADD_TO_HEALTH_HOURS = `
  INSERT INTO devices.health_hours AS h (station_id, hour, samples, battery_min, battery_sum, battery_readings, battery_avg,
    temperature_sum, temperature_readings, temperature_avg, signal_sum, signal_readings, signal_avg, free_storage_min, stories_played)
  SELECT station_id, date_trunc('hour', at, 'UTC'), count(*), min(battery_percent),
    coalesce(sum(battery_percent), 0), count(battery_percent), avg(battery_percent),
    coalesce(sum(temperature_c), 0), count(temperature_c), avg(temperature_c),
    coalesce(sum(signal_dbm), 0), count(signal_dbm), avg(signal_dbm),
    min(free_storage_mb), least(coalesce(sum(stories_played), 0), ${MAX_INTEGER})
  FROM devices.health_samples WHERE ${NEW_SAMPLES}
  GROUP BY station_id, date_trunc('hour', at, 'UTC')
  ON CONFLICT (station_id, hour) DO UPDATE SET ${addedOnConflict('h', ADDED_UP)},
    battery_min = least(h.battery_min, EXCLUDED.battery_min),
    battery_avg = (h.battery_sum + EXCLUDED.battery_sum) / nullif(h.battery_readings + EXCLUDED.battery_readings, 0),
    temperature_avg = (h.temperature_sum + EXCLUDED.temperature_sum) / nullif(h.temperature_readings + EXCLUDED.temperature_readings, 0),
    signal_avg = (h.signal_sum + EXCLUDED.signal_sum) / nullif(h.signal_readings + EXCLUDED.signal_readings, 0),
    free_storage_min = least(h.free_storage_min, EXCLUDED.free_storage_min),
    stories_played = least(h.stories_played::bigint + EXCLUDED.stories_played, ${MAX_INTEGER})`;

/**
 * Samples go once a look begun after their transaction began is older than their retention, and
 * every roll-up has counted them; so does each station's last heartbeat on a version it has not run
 * since (a heartbeat after so long a silence adds no time observed), and every look but the newest
 * of those older than the retention.
 */
const LET_OLD_SAMPLES_GO = `
  WITH aged AS (
    SELECT looked_at, written_before FROM devices.sample_checkpoints
    WHERE looked_at < now() - make_interval(hours => $1) ORDER BY looked_at DESC LIMIT 1),
  older_looks AS (DELETE FROM devices.sample_checkpoints WHERE looked_at < (SELECT looked_at FROM aged)),
  old_beats AS (DELETE FROM devices.version_last_beats WHERE at < now() - make_interval(hours => $1))
  DELETE FROM devices.health_samples
  WHERE written_by < (SELECT written_before FROM aged)
    AND written_by < (SELECT min(counted_before) FROM devices.roll_up_marks)
    AND written_by <> ALL (SELECT unnest(still_writing) FROM devices.roll_up_marks)`;

/** Each station's health by the hour, from the samples its heartbeats leave. */
@Injectable()
export class HealthRollUp {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  /** Adds the samples written since the last look to their hours, then lets old samples go. */
  async rollUp(): Promise<void> {
    await rollUpNewSamples(this.db, 'health_hours', async (tx, samples) => {
      await tx.query(ADD_TO_HEALTH_HOURS, samples);
      await tx.query(
        `INSERT INTO devices.sample_checkpoints (looked_at, written_before) VALUES (now(), $1) ON CONFLICT DO NOTHING`,
        [samples[1]],
      );
    });
    await this.db.query(LET_OLD_SAMPLES_GO, [Math.max(2, this.config.healthRetentionHours)]);
  }
}
