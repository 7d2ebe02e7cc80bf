import { MAX_HEALTH_HOURS } from '@storystump/contracts';
import { positiveInt, positiveNumber, type Settings } from '@storystump/service-kit';

export interface FleetConfig {
  /** A station that has not called in for this long is silent (SILENT_AFTER_SECONDS). */
  silentAfterSeconds: number;
  /** How often silent stations are looked for and health is rolled up (FLEET_WATCH_EVERY_MS). */
  watchEveryMs: number;
  /** How long a heartbeat's health sample is kept before only its hour remains (HEALTH_RETENTION_HOURS). */
  healthRetentionHours: number;
  /**
   * How long a station's hours of health and of its versions are kept (HEALTH_HOURS_RETENTION_DAYS):
   * at least the longest range the health route answers; after it, only its stories played, by the day.
   */
  healthHoursRetentionDays: number;
  /** How long a rotated key is still accepted beside its successor (KEY_ROTATION_GRACE_HOURS, default 72). */
  keyRotationGraceMs: number;
  /** How long the fleet's figures, once counted, are answered again (FLEET_SUMMARY_FRESH_MS). */
  summaryFreshMs: number;
}

export const FLEET_CONFIG = Symbol('FLEET_CONFIG');

export function readFleetConfig(env: Settings): FleetConfig {
  const silentAfterSeconds = positiveInt(env.SILENT_AFTER_SECONDS, 900, 'SILENT_AFTER_SECONDS');
  return {
    silentAfterSeconds,
    watchEveryMs: positiveInt(env.FLEET_WATCH_EVERY_MS, Math.min(60_000, silentAfterSeconds * 500), 'FLEET_WATCH_EVERY_MS'),
    healthRetentionHours: positiveInt(env.HEALTH_RETENTION_HOURS, 72, 'HEALTH_RETENTION_HOURS'),
    healthHoursRetentionDays: hoursRetentionDays(env.HEALTH_HOURS_RETENTION_DAYS),
    keyRotationGraceMs: positiveNumber(env.KEY_ROTATION_GRACE_HOURS, 72, 'KEY_ROTATION_GRACE_HOURS') * 3_600_000,
    summaryFreshMs: positiveInt(env.FLEET_SUMMARY_FRESH_MS, Math.min(2000, silentAfterSeconds * 100), 'FLEET_SUMMARY_FRESH_MS'),
  };
}

/** The health route answers up to 30 days of hours: they are kept at least a day longer. */
const MIN_HOURS_RETENTION_DAYS = Math.ceil(MAX_HEALTH_HOURS / 24) + 1;

function hoursRetentionDays(raw: string | undefined): number {
  const days = positiveInt(raw, 35, 'HEALTH_HOURS_RETENTION_DAYS');
  if (days < MIN_HOURS_RETENTION_DAYS) {
    throw new Error(`HEALTH_HOURS_RETENTION_DAYS must be at least ${MIN_HOURS_RETENTION_DAYS}, got "${raw}"`);
  }
  return days;
}
