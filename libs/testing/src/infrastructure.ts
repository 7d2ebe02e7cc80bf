import { createTestDatabase } from './database.js';
import { startNatsServer } from './nats-server.js';
import { newRunId } from './run-id.js';

export interface TestInfrastructure {
  /** The settings a service or the gateway reads, pointing at this run's own pieces. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** This run's database, NATS server and Redis key prefix, on the machine's real servers. */
export async function startTestInfrastructure(): Promise<TestInfrastructure> {
  const [database, nats] = await Promise.all([createTestDatabase(), startNatsServer()]);
  return {
    env: {
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `storystump-test:${newRunId()}:`,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    },
    async stop() {
      await nats.stop();
      await database.drop();
    },
  };
}
