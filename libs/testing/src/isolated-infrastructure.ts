import pg from 'pg';
import { runSettings, type TestSettings } from './infrastructure.js';
import { startNatsServer, type TestNatsServer } from './nats-server.js';
import { startPostgresServer, type TestPostgresServer } from './postgres-server.js';
import { startRedisServer, type TestRedisServer } from './redis-server.js';

export interface IsolatedInfrastructure {
  settings: TestSettings;
  nats: TestNatsServer;
  redis: TestRedisServer;
  postgres: TestPostgresServer;
  stop(): Promise<void>;
}

/**
 * NATS, Redis and PostgreSQL servers of a run's own (the machine's are never touched), each of
 * which the run may restart: for fault runs. Redis keeps an append-only file, as in production.
 */
export async function startIsolatedInfrastructure(): Promise<IsolatedInfrastructure> {
  const [nats, redis, postgres] = await Promise.all([
    startNatsServer(),
    startRedisServer({ durable: true }),
    startPostgresServer(),
  ]);
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE storystump');
  await admin.end();
  const databaseUrl = postgres.adminUrl.replace(/\/postgres$/, '/storystump');
  return {
    settings: runSettings(databaseUrl, nats.url, redis.url),
    nats,
    redis,
    postgres,
    async stop() {
      await Promise.all([nats.stop(), redis.stop(), postgres.stop()]);
    },
  };
}
