import { spawn, type ChildProcess } from 'node:child_process';
import { waitForPort } from './nats-server.js';
import { freePort } from './ports.js';

export interface TestRedisServer {
  url: string;
  /** Stops the server, as an outage would. */
  pause(): Promise<void>;
  /** Starts it again on the same port. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** A Redis server of a test's own (Debian's redis-server), for tests that take Redis away. */
export async function startRedisServer(): Promise<TestRedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const start = async () => {
    const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    started.once('error', () => undefined);
    child = started;
    await waitForPort(port, 10_000);
  };
  const halt = async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    child = undefined;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, pause: halt, resume: start, stop: halt };
}
