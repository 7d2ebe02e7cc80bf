import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { connect, createServer } from 'node:net';
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

/**
 * The machine's PostgreSQL cluster that listens on `port`, from `pg_lsclusters -h` lines
 * ("15 main 5432 down postgres /var/lib/… /var/log/…"), or undefined when none does.
 */
export function clusterOnPort(lsclusters, port) {
  for (const line of lsclusters.split('\n')) {
    const [version, name, clusterPort] = line.trim().split(/\s+/);
    if (version && name && Number(clusterPort) === port) return { version, name };
  }
  return undefined;
}

const localClusterOn = (port) =>
  commandExists('pg_lsclusters')
    ? clusterOnPort(spawnSync('pg_lsclusters', ['-h'], { encoding: 'utf8' }).stdout ?? '', port)
    : undefined;

// How each piece is started on a machine where it is installed but stopped: only the server the
// URL names (its port), never another one the machine happens to have.
const STARTERS = {
  PostgreSQL: {
    installed: (port) => commandExists('pg_ctlcluster') && localClusterOn(port) !== undefined,
    start: (port) => {
      const { version, name } = localClusterOn(port);
      return sh(`pg_ctlcluster --skip-systemctl-redirect ${version} ${name} start`);
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
  if (isLocal(host) && starter.installed(portNumber)) {
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

/**
 * The gateway's port must be free before anything starts: taken, the gateway could only fail and
 * be restarted again and again. Says what to set.
 */
export async function ensurePortFree(port, host = '0.0.0.0') {
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a whole number from 1 to 65535 (it is ${port}): PORT=3000 npm start`);
  }
  const problem = await new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error) => resolve(error));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(undefined)));
  });
  if (!problem) return;
  if (problem.code === 'EADDRINUSE') {
    throw new Error(
      `Port ${port} is already in use by another program. Stop it, or choose another port: PORT=${port + 1} npm start`,
    );
  }
  if (problem.code === 'EACCES') {
    throw new Error(`Port ${port} needs more privileges than this user has. Choose a port above 1023: PORT=3000 npm start`);
  }
  throw new Error(`Port ${port} cannot be used (${problem.code ?? problem.message}). Choose another: PORT=3000 npm start`);
}
