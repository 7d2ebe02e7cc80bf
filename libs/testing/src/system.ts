import { SERVICE_NAMES } from '@storystump/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startTestInfrastructure } from './infrastructure.js';
import { freePort } from './ports.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface RunningSystem {
  baseUrl: string;
  env: Record<string, string>;
  adminEmail: string;
  adminPassword: string;
  stop(): Promise<void>;
}

export interface SystemOptions {
  /** Settings for every process, on top of the run's own infrastructure. */
  env?: Record<string, string>;
}

/** Starts every built service and the gateway as real processes, on this run's own infrastructure. */
export async function startSystem(options: SystemOptions = {}): Promise<RunningSystem> {
  const infra = await startTestInfrastructure();
  const port = await freePort();
  const adminEmail = 'admin@storystump.test';
  const adminPassword = 'woodland-admin-pass';
  const env = {
    ...process.env,
    ...infra.env,
    PORT: String(port),
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    ...options.env,
  };
  const children: ChildProcess[] = [];
  const launch = (entry: string, label: string) => {
    const child = spawn(process.execPath, [entry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
    child.once('exit', (code) => {
      if (code && code !== 0 && !stopping) process.stderr.write(`[${label}] exited ${code}\n${output.join('')}`);
    });
    children.push(child);
  };
  let stopping = false;
  for (const service of SERVICE_NAMES) launch(`services/${service}/dist/src/main.js`, service);
  launch('gateway/dist/src/main.js', 'gateway');

  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealthy(baseUrl, 30_000);
  return {
    baseUrl,
    env: infra.env,
    adminEmail,
    adminPassword,
    async stop() {
      stopping = true;
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      await infra.stop();
    },
  };
}

async function waitForHealthy(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      const body: unknown = await res.json();
      if (res.ok) return;
      last = JSON.stringify(body);
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the system did not become healthy in ${timeoutMs} ms: ${last}`);
}
