import type { Settings } from './settings.js';

/** Where the shared infrastructure is. Every setting has a default that works on a developer machine. */
export interface InfraConfig {
  databaseUrl: string;
  natsUrl: string;
  /** This process's NATS user and password, where NATS requires them (compose, Kubernetes). */
  natsUser?: string;
  natsPassword?: string;
  redisUrl: string;
  /** Prefix of every Redis key, so several installations (or test runs) can share one Redis. */
  redisPrefix: string;
  /** Copies JetStream keeps of each stream and bucket this system makes (3 on a NATS cluster). */
  jetstreamReplicas: number;
  /** How long a request over NATS may take before the caller gives up. */
  rpcTimeoutMs: number;
  /** How long the answer to a request with an Idempotency-Key is kept for its retries, then deleted. */
  idempotencyWindowMs: number;
}

export function readInfraConfig(settings: Settings): InfraConfig {
  return {
    databaseUrl: settings.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storystump',
    natsUrl: settings.NATS_URL ?? 'nats://127.0.0.1:4222',
    natsUser: settings.NATS_USER || undefined,
    natsPassword: settings.NATS_PASSWORD || undefined,
    redisUrl: settings.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: settings.REDIS_PREFIX ?? 'storystump:',
    jetstreamReplicas: positiveInt(settings.JETSTREAM_REPLICAS, 1, 'JETSTREAM_REPLICAS'),
    rpcTimeoutMs: positiveInt(settings.RPC_TIMEOUT_MS, 5000, 'RPC_TIMEOUT_MS'),
    idempotencyWindowMs: positiveInt(settings.IDEMPOTENCY_WINDOW_SECONDS, 86_400, 'IDEMPOTENCY_WINDOW_SECONDS') * 1000,
  };
}

export function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

/** A setting that may be a fraction (`0.5` hours), above zero. */
export function positiveNumber(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a number above 0, got "${raw}"`);
  return value;
}

export const INFRA_CONFIG = Symbol('INFRA_CONFIG');
