import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

export interface TestRedisServer extends ServerProcess {
  url: string;
  /** Stops it and starts it again without its data, as a Redis that lost its disk. */
  restartEmpty(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A Redis server of a test's own (Debian's redis-server), for tests that take Redis away. A
 * durable one keeps an append-only file, so a restart keeps its queues as a production Redis would.
 */
export async function startRedisServer({ durable = false } = {}): Promise<TestRedisServer> {
  const port = await freePort();
  const dir = durable ? mkdtempSync(join(tmpdir(), 'storystump-redis-')) : undefined;
  const persistence = dir ? ['--appendonly', 'yes', '--appendfsync', 'everysec', '--dir', dir] : ['--appendonly', 'no'];
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence];
  const server = await startServerProcess('redis-server', args, port);
  return {
    ...server,
    url: `redis://127.0.0.1:${port}`,
    async restartEmpty() {
      await server.pause();
      if (dir) for (const file of readdirSync(dir)) rmSync(join(dir, file), { recursive: true, force: true });
      await server.resume();
    },
    async stop() {
      await server.pause();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
