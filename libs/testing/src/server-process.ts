import { spawn, type ChildProcess } from 'node:child_process';
import { connect as netConnect } from 'node:net';

/** A server a test runs on a port of its own, and may stop and start again as an outage would. */
export interface ServerProcess {
  /** Stops the server (its data on disk stays). */
  pause(): Promise<void>;
  /** Starts it again on the same port. */
  resume(): Promise<void>;
}

export async function startServerProcess(
  command: string,
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ServerProcess> {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const start = async () => {
    const started = spawn(command, args, { stdio: 'ignore', env });
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
  return { pause: halt, resume: start };
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
