import { positiveInt, type Settings } from '@storystump/service-kit';

export interface AnalyticsConfig {
  /** How often the events stored since the last rollup are rolled up (the summary adds those meanwhile). */
  rollupEveryMs: number;
  /** Months of raw events kept; older month partitions are dropped (their rollups stay). */
  retentionMonths: number;
  /** Events taken from the stream and written in one transaction. */
  batchSize: number;
  /** How long a batch taken by a copy that died waits before another copy is given it. */
  ackWaitMs: number;
  /** CSV exports one copy of the service streams at once; more are refused until one ends. */
  maxOpenExports: number;
  /** How long the gateway lets an export's reader leave a piece untaken (it then stops the export). */
  exportIdleTimeoutMs: number;
  /** The site's public address, for the hosts' portal links. */
  publicUrl: string;
}

export const ANALYTICS_CONFIG = Symbol('ANALYTICS_CONFIG');

export function readAnalyticsConfig(env: Settings): AnalyticsConfig {
  return {
    rollupEveryMs: positiveInt(env.ANALYTICS_ROLLUP_EVERY_MS, 2_000, 'ANALYTICS_ROLLUP_EVERY_MS'),
    retentionMonths: positiveInt(env.ANALYTICS_RETENTION_MONTHS, 13, 'ANALYTICS_RETENTION_MONTHS'),
    batchSize: positiveInt(env.ANALYTICS_BATCH_SIZE, 1000, 'ANALYTICS_BATCH_SIZE'),
    ackWaitMs: positiveInt(env.ANALYTICS_ACK_WAIT_MS, 30_000, 'ANALYTICS_ACK_WAIT_MS'),
    maxOpenExports: positiveInt(env.ANALYTICS_MAX_OPEN_EXPORTS, 4, 'ANALYTICS_MAX_OPEN_EXPORTS'),
    exportIdleTimeoutMs: positiveInt(env.EXPORT_IDLE_TIMEOUT_MS, 60_000, 'EXPORT_IDLE_TIMEOUT_MS'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
  };
}
