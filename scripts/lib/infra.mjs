import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { commandExists, say } from './run.mjs';

const isLocal = (host) => ['127.0.0.1', 'localhost', '::1'].includes(host);

export function reachable(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitReachable(host, port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await reachable(host, port)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const sh = (script) => spawnSync('sh', ['-c', script], { stdio: 'ignore' }).status === 0;

// How each piece is started on a machine where it is installed but stopped.
const STARTERS = {
  PostgreSQL: {
    installed: () => existsSync('/etc/postgresql') && commandExists('pg_ctlcluster'),
    start: () => {
      const version = readdirSync('/etc/postgresql')[0];
      return sh(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`);
    },
    hint: 'Install PostgreSQL (Debian: apt-get install postgresql) or set DATABASE_URL to a running server.',
  },
  Redis: {
    installed: () => commandExists('redis-server'),
    start: (port) => {
      mkdirSync('/tmp/storystump-redis', { recursive: true });
      return sh(
        `redis-server --daemonize yes --bind 127.0.0.1 --port ${port} --save "" --appendonly no --dir /tmp/storystump-redis`,
      );
    },
    hint: 'Install Redis (Debian: apt-get install redis-server) or set REDIS_URL to a running server.',
  },
  NATS: {
    installed: () => commandExists('nats-server'),
    start: (port) => {
      mkdirSync('/tmp/storystump-nats', { recursive: true });
      const child = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', '/tmp/storystump-nats'], {
        detached: true,
        stdio: 'ignore',
      });
      child.unref();
      return true;
    },
    hint: 'Install the NATS server with JetStream (Debian: apt-get install nats-server) or set NATS_URL to a running one.',
  },
};

/** Finds the piece at its URL, or starts it when it is installed locally but stopped. */
export async function ensureReachable(name, url) {
  const { hostname, port } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, '');
  const portNumber = Number(port);
  if (await reachable(host, portNumber)) return;
  const starter = STARTERS[name];
  if (isLocal(host) && starter.installed()) {
    say(`${name} is not running on ${host}:${portNumber}; starting it`);
    if (starter.start(portNumber) && (await waitReachable(host, portNumber, 20_000))) return;
  }
  throw new Error(`${name} is not reachable at ${host}:${portNumber}. ${starter.hint}`);
}

/** Creates the application's database on first run. */
export async function ensureDatabase(databaseUrl) {
  const { default: pg } = await import('pg');
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      say(`Creating database ${name}`);
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await client.end();
  }
}

/** The services keep events in JetStream, so a NATS without it will not do. */
export async function ensureJetStream(natsUrl) {
  const { connect: natsConnect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await natsConnect({ servers: natsUrl });
  try {
    await jetstreamManager(nc);
  } catch {
    throw new Error(`NATS at ${natsUrl} has JetStream switched off. Start nats-server with -js.`);
  } finally {
    await nc.close();
  }
}
