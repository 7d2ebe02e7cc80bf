import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

export interface TestNatsServer extends ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * A NATS server with JetStream of the test run's own, so no service of another run (or of a
 * running `npm start`) can ever answer this run's requests. Paused and resumed, it keeps its
 * JetStream store, as a restart would.
 */
export async function startNatsServer(): Promise<TestNatsServer> {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'storystump-nats-'));
  const binary = process.env.NATS_SERVER_BIN ?? 'nats-server';
  const server = await startServerProcess(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], port);
  return {
    ...server,
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      await server.pause();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
