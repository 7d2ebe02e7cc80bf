import { randomBytes } from 'node:crypto';
import { createTestDatabase } from './database.js';
import { startNatsServer, type NatsServerOptions, type TestNatsServer } from './nats-server.js';
import { newRunId } from './run-id.js';

/** The settings every process of a test run reads: its database, NATS server and Redis prefix. */
export type TestSettings = Record<string, string>;

export interface TestInfrastructure {
  settings: TestSettings;
  /** The run's own NATS server, for tests that stop and start it. */
  nats: TestNatsServer;
  stop(): Promise<void>;
}

/** What a run's processes are told: where its servers are, its Redis prefix, and keys of its own. */
export function runSettings(databaseUrl: string, natsUrl: string, redisUrl: string): TestSettings {
  return {
    DATABASE_URL: databaseUrl,
    NATS_URL: natsUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `storystump-test:${newRunId()}:`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    TOKEN_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    DEVICES_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    IDEMPOTENCY_KEY_SECRET: randomBytes(32).toString('base64'),
    CLIENT_ADDRESS_KEY: randomBytes(32).toString('base64'),
    CLAIM_CODE_SECRET: randomBytes(32).toString('base64'),
  };
}

/** A database, NATS server and Redis key prefix of their own, on the machine's real servers. */
export async function startTestInfrastructure(nats: NatsServerOptions = {}): Promise<TestInfrastructure> {
  const [database, natsServer] = await Promise.all([createTestDatabase(), startNatsServer(nats)]);
  return {
    settings: runSettings(database.url, natsServer.url, process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'),
    nats: natsServer,
    async stop() {
      await natsServer.stop();
      await database.drop();
    },
  };
}
