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

/** A database, NATS server and Redis key prefix of their own, on the machine's real servers. */
export async function startTestInfrastructure(nats: NatsServerOptions = {}): Promise<TestInfrastructure> {
  const [database, natsServer] = await Promise.all([createTestDatabase(), startNatsServer(nats)]);
  return {
    settings: {
      DATABASE_URL: database.url,
      NATS_URL: natsServer.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `storystump-test:${newRunId()}:`,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      TOKEN_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      DEVICES_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    },
    nats: natsServer,
    async stop() {
      await natsServer.stop();
      await database.drop();
    },
  };
}
