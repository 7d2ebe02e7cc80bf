import { positiveInt, positiveNumber, type Settings } from '@storystump/service-kit';

export interface FleetConfig {
  /** A station that has not called in for this long is silent (SILENT_AFTER_SECONDS). */
  silentAfterSeconds: number;
  /** How often silent stations are looked for and health is rolled up (FLEET_WATCH_EVERY_MS). */
  watchEveryMs: number;
  /** How long a heartbeat's health sample is kept before only its hour remains (HEALTH_RETENTION_HOURS). */
  healthRetentionHours: number;
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
    keyRotationGraceMs: positiveNumber(env.KEY_ROTATION_GRACE_HOURS, 72, 'KEY_ROTATION_GRACE_HOURS') * 3_600_000,
    summaryFreshMs: positiveInt(env.FLEET_SUMMARY_FRESH_MS, Math.min(2000, silentAfterSeconds * 100), 'FLEET_SUMMARY_FRESH_MS'),
  };
}
