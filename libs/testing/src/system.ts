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
  services: string[];
  env?: Record<string, string>;
}

/** Starts the built services and the gateway as real processes, on this run's own infrastructure. */
export async function startSystem(options: SystemOptions): Promise<RunningSystem> {
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
  for (const service of options.services) launch(`services/${service}/dist/src/main.js`, service);
  launch('gateway/dist/src/main.js', 'gateway');

  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealthy(baseUrl, options.services, 30_000);
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

async function waitForHealthy(baseUrl: string, services: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      const body = (await res.json()) as { services?: Record<string, { status: string }> };
      if (res.ok && services.every((s) => body.services?.[s]?.status === 'ok')) return;
      last = JSON.stringify(body);
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the system did not become healthy in ${timeoutMs} ms: ${last}`);
}
