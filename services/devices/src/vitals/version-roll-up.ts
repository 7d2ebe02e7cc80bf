import { CRASH_REBOOT_REASONS } from '@storystump/contracts';
import { addedOnConflict, MAX_INTEGER } from '@storystump/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { NEW_SAMPLES, rollUpNewSamples, type NewSamples } from '../health/new-samples.js';
import { EXTEND_VERSION_RUNS } from './version-runs.js';

/** The longest gap between two heartbeats counted as observed time. */
const MAX_OBSERVED_GAP_SECONDS = 600;

/**
 * Adds the new samples to version hours by station, hour and version, and to the fleet's version
 * days. Each heartbeat adds the time since the station's previous heartbeat on the same version,
 * at most 10 minutes, to the time observed; battery falls are counted between a station's readings
 * on one version, a rise (charging) as none. The heartbeat before the new ones is the station's
 * last one counted on that version (kept in version_last_beats, which then keeps the latest of
 * both: a heartbeat committed after a later one of its station leaves the later reading in place).
 * A station's hour keeps at most MAX_INTEGER NFC errors; the fleet's days keep them all.
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

/** A look's work for the versions' vitals over its new samples: their hours and days, then the stations' runs. */
async function addToVersionVitals(tx: Pick<EntityManager, 'query'>, samples: NewSamples): Promise<void> {
  await tx.query(ADD_TO_VERSION_HOURS, [...samples, CRASH_REBOOT_REASONS, MAX_OBSERVED_GAP_SECONDS]);
  await tx.query(EXTEND_VERSION_RUNS, samples);
}

/** A look for the versions' vitals: the samples written since the last one, added to hours, days and runs. */
export const rollUpVersionVitals = (db: DataSource) => rollUpNewSamples(db, 'version_vitals', addToVersionVitals);
