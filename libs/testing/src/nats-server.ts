import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.js';

export interface TestNatsServer {
  url: string;
  /** Stops the server but keeps its JetStream store, as a crash or a restart would. */
  pause(): Promise<void>;
  /** Starts it again on the same port with the same store. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A NATS server with JetStream of the test run's own, so no service of another run (or of a
 * running `npm start`) can ever answer this run's requests.
 */
export async function startNatsServer(): Promise<TestNatsServer> {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'storystump-nats-'));
  const binary = process.env.NATS_SERVER_BIN ?? 'nats-server';
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const started = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
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
  return {
    url: `nats://127.0.0.1:${port}`,
    pause: halt,
    resume: start,
    async stop() {
      await halt();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

export async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = netConnect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}
