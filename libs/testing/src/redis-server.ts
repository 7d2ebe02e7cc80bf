import { freePort } from './ports.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

export interface TestRedisServer extends ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/** A Redis server of a test's own (Debian's redis-server), for tests that take Redis away. */
export async function startRedisServer(): Promise<TestRedisServer> {
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const server = await startServerProcess('redis-server', args, port);
  return { ...server, url: `redis://127.0.0.1:${port}`, stop: server.pause };
}
