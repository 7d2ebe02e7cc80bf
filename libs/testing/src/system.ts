import { NODE_FLAGS, SERVICE_NAMES } from '@storystump/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestInfrastructure, type TestSettings } from './infrastructure.js';
import type { NatsServerOptions } from './nats-server.js';
import { freePort } from './ports.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where `npm test` tells every test file about the system it booted for the whole run. */
export const SHARED_SYSTEM_ENV = 'STORYSTUMP_TEST_SYSTEM';

export interface RunningSystem {
  baseUrl: string;
  /** What every process of the system runs with (database, NATS, Redis prefix …). */
  settings: TestSettings;
  adminEmail: string;
  adminPassword: string;
  /** Each process's output, as `<name>.log` (identity.log, gateway.log …), for tests that read logs. */
  logDir: string;
  stop(): Promise<void>;
}

/** A system booted for one test file, whose processes that test may stop and start. */
export interface OwnSystem extends RunningSystem {
  /** SIGTERM lets it finish what it holds; SIGKILL is a crash. */
  stopProcess(name: string, signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  startProcess(name: string): void;
  /** The process id of a running process of the system (for benchmarks that watch its memory). */
  pidOf(name: string): number | undefined;
}

export interface SystemOptions {
  /** Settings the shared system does not have: the system is then booted for this file alone. */
  settings?: TestSettings;
  /** Settings of one process alone (its NATS user, say), by process name. */
  processSettings?: Record<string, TestSettings>;
  /** A NATS server of the system's own configuration. */
  nats?: NatsServerOptions;
}

/**
 * The settings of a system under test. The gateway trusts X-Forwarded-For so that each test
 * file can be its own client address (see `testClientAddress`) and rate limits never cross files.
 */
export const SYSTEM_TEST_SETTINGS: TestSettings = {
  ADMIN_EMAIL: 'admin@storystump.test',
  ADMIN_PASSWORD: 'woodland-admin-pass',
  TRUST_PROXY: 'true',
  ACCESS_CACHE_MS: '1000',
  LOGIN_RATE_LIMIT: '5',
  REGISTER_RATE_LIMIT: '40',
  DEVICE_RATE_LIMIT: '60',
  FIRMWARE_MAX_MB: '5',
  ENQUIRY_RATE_LIMIT: '30',
  REPORT_RATE_LIMIT: '30',
  TRACK_RATE_LIMIT: '100000',
  ANALYTICS_ACK_WAIT_MS: '3000',
  /** Accounts whose grace period a test ends are erased within a second. */
  DELETION_SWEEP_EVERY_MS: '1000',
};

/** A client address of a test's own (IPv6 documentation range), sent as X-Forwarded-For. */
export const testClientAddress = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

/**
 * The whole system over HTTP. Without settings of its own, a test file gets the system `npm test`
 * booted once for the run (or boots one when the file runs alone); with settings, a system of
 * its own on infrastructure of its own.
 */
export async function startSystem(options: SystemOptions & { settings: TestSettings }): Promise<OwnSystem>;
export async function startSystem(options?: SystemOptions): Promise<RunningSystem>;
export async function startSystem(options: SystemOptions = {}): Promise<RunningSystem> {
  const shared = process.env[SHARED_SYSTEM_ENV];
  if (shared && !options.settings && !options.nats && !options.processSettings) {
    return { ...(JSON.parse(shared) as Omit<RunningSystem, 'stop'>), stop: async () => undefined };
  }
  const infra = await startTestInfrastructure(options.nats);
  try {
    const system = await launchSystem(infra.settings, options.settings, options.processSettings);
    return {
      ...system,
      async stop() {
        await system.stop();
        await infra.stop();
      },
    };
  } catch (error) {
    await infra.stop();
    throw error;
  }
}

/**
 * Starts every built service and the gateway as real processes on the given infrastructure, and
 * waits up to `healthyWithinMs` for them to be healthy.
 */
export async function launchSystem(
  infraSettings: TestSettings,
  overrides: TestSettings = {},
  processSettings: Record<string, TestSettings> = {},
  { instancesPerService = 1, healthyWithinMs = 180_000 } = {},
): Promise<OwnSystem> {
  const port = await freePort();
  const logDir = mkdtempSync(join(tmpdir(), 'storystump-system-logs-'));
  const settings: TestSettings = {
    ...infraSettings,
    ...SYSTEM_TEST_SETTINGS,
    PORT: String(port),
    // Without SMTP_URL mail is written as .eml files: each system keeps its own beside its logs.
    MAIL_OUTBOX_DIR: join(logDir, 'mail-outbox'),
    ...overrides,
  };
  const env = { ...process.env, ...settings };
  // A second instance of identity is `identity-2`: the same program in the same queue group.
  const instanceNames = (service: string) =>
    Array.from({ length: instancesPerService }, (_, i) => (i === 0 ? service : `${service}-${i + 1}`));
  const entries = new Map<string, string>([
    ...SERVICE_NAMES.flatMap((service) =>
      instanceNames(service).map((name): [string, string] => [name, `services/${service}/dist/src/main.js`]),
    ),
    ['gateway', 'gateway/dist/src/main.js'],
  ]);
  const children = new Map<string, ChildProcess>();
  const crashed: string[] = [];
  let stopping = false;

  const startProcess = (name: string) => {
    const entry = entries.get(name);
    if (!entry) throw new Error(`the system has no process named ${name}`);
    const child = spawn(process.execPath, [...NODE_FLAGS, entry], {
      cwd: repoRoot,
      env: { ...env, ...processSettings[name.replace(/-\d+$/, '')], ...processSettings[name] },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
    const output: string[] = [];
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (d: Buffer) => {
        output.push(d.toString());
        log.write(d);
      });
    }
    child.once('exit', (code) => {
      log.end();
      if (code && code !== 0 && !stopping && children.get(name) === child) {
        crashed.push(name);
        process.stderr.write(`[${name}] exited ${code}\n${output.join('')}`);
      }
    });
    children.set(name, child);
  };
  const stopProcess = (name: string, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    const child = children.get(name);
    children.delete(name);
    return new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  };
  const stop = async () => {
    stopping = true;
    await Promise.all([...children.keys()].map((name) => stopProcess(name)));
  };
  for (const name of entries.keys()) startProcess(name);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(baseUrl, healthyWithinMs, crashed);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    settings,
    adminEmail: settings.ADMIN_EMAIL!,
    adminPassword: settings.ADMIN_PASSWORD!,
    logDir,
    stop,
    stopProcess,
    startProcess,
    pidOf: (name) => children.get(name)?.pid,
  };
}

async function waitForHealthy(baseUrl: string, timeoutMs: number, crashed: string[]): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (crashed.length) throw new Error(`${crashed.join(', ')} stopped while the system was starting`);
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
