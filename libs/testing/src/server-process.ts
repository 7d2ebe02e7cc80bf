import { spawn, type ChildProcess } from 'node:child_process';
import { connect as netConnect } from 'node:net';

/** A server a test runs on a port of its own, and may stop and start again as an outage would. */
export interface ServerProcess {
  /** Stops the server (its data on disk stays). */
  pause(): Promise<void>;
  /** Starts it again on the same port. */
  resume(): Promise<void>;
}

export interface ServerProcessOptions {
  /** The signal that stops it at once but cleanly (PostgreSQL's fast shutdown is SIGINT). */
  stopSignal?: NodeJS.Signals;
  /** The user it runs as (PostgreSQL will not run as root). */
  uid?: number;
  gid?: number;
}

export async function startServerProcess(
  command: string,
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv = process.env,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const start = async () => {
    const started = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env, uid: options.uid, gid: options.gid });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000));
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    started.once('error', () => undefined);
    child = started;
    try {
      await waitForPort(port, 10_000, () => started.exitCode !== null);
    } catch (error) {
      throw new Error(`${command}: ${(error as Error).message}\n${output}`, { cause: error });
    }
  };
  const halt = async () => {
    if (child && child.exitCode === null) {
      child.kill(options.stopSignal ?? 'SIGTERM');
      await exited;
    }
    child = undefined;
  };
  await start();
  return { pause: halt, resume: start };
}

export async function waitForPort(port: number, timeoutMs: number, gone = () => false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`it exited before listening on port ${port}`);
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
