/** Where the shared infrastructure is. Every setting has a default that works on a developer machine. */
export interface InfraConfig {
  databaseUrl: string;
  natsUrl: string;
  redisUrl: string;
  /** Prefix of every Redis key, so several installations (or test runs) can share one Redis. */
  redisPrefix: string;
  logLevel: string;
  /** How long a request over NATS may take before the caller gives up. */
  rpcTimeoutMs: number;
}

export function readInfraConfig(env: NodeJS.ProcessEnv = process.env): InfraConfig {
  return {
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storystump',
    natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'storystump:',
    logLevel: env.LOG_LEVEL ?? 'info',
    rpcTimeoutMs: positiveInt(env.RPC_TIMEOUT_MS, 5000, 'RPC_TIMEOUT_MS'),
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

export const INFRA_CONFIG = Symbol('INFRA_CONFIG');
