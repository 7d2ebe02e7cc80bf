import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

export interface TestNatsServer extends ServerProcess {
  url: string;
  /** Stops it and starts it again with an empty JetStream store, as a new node without its volume. */
  restartWithoutStore(): Promise<void>;
  stop(): Promise<void>;
}

export interface NatsServerOptions {
  /** A configuration file (users and permissions, say); the port and store come from the test. */
  configFile?: string;
  /** Variables the configuration reads (passwords). */
  env?: Record<string, string>;
}

/**
 * A NATS server with JetStream of the test run's own, so no service of another run (or of a
 * running `npm start`) can ever answer this run's requests. Paused and resumed, it keeps its
 * JetStream store, as a restart would.
 */
export async function startNatsServer(options: NatsServerOptions = {}): Promise<TestNatsServer> {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'storystump-nats-'));
  const binary = process.env.NATS_SERVER_BIN ?? 'nats-server';
  const config = options.configFile ? ['-c', options.configFile] : [];
  const args = [...config, '-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir];
  const server = await startServerProcess(binary, args, port, { ...process.env, ...options.env });
  return {
    ...server,
    url: `nats://127.0.0.1:${port}`,
    async restartWithoutStore() {
      await server.pause();
      rmSync(storeDir, { recursive: true, force: true });
      mkdirSync(storeDir);
      await server.resume();
    },
    async stop() {
      await server.pause();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
