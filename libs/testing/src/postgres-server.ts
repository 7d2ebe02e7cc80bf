import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { join } from 'node:path';
import { freePort } from './ports.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

export interface TestPostgresServer extends ServerProcess {
  /** Its `postgres` database, as the superuser `postgres` (trust on loopback). */
  adminUrl: string;
  stop(): Promise<void>;
}

/** Debian keeps each major version's programs apart: the newest installed, unless PG_BIN_DIR says. */
function postgresBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions[0]) throw new Error('no PostgreSQL found in /usr/lib/postgresql (set PG_BIN_DIR)');
  return join(root, versions[0], 'bin');
}

/** PostgreSQL refuses to run as root: then it runs as Debian's `postgres` user. */
function serverUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** It listens before it takes connections ("the database system is starting up"): wait for those. */
async function acceptingConnections(url: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * A PostgreSQL cluster of a test's own (initdb in a temporary folder), for runs that restart the
 * database server itself. Paused, it shuts down fast (clients cut off, data kept); resumed, it
 * starts again on the same port with the same data.
 */
export async function startPostgresServer(): Promise<TestPostgresServer> {
  const bin = postgresBinDir();
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'storystump-postgres-'));
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  execFileSync(join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
    ...user,
    stdio: 'ignore',
  });
  const port = await freePort();
  const args = ['-D', dir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'];
  const server = await startServerProcess(join(bin, 'postgres'), args, port, process.env, { ...user, stopSignal: 'SIGINT' });
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await acceptingConnections(adminUrl);
  return {
    ...server,
    adminUrl,
    async resume() {
      await server.resume();
      await acceptingConnections(adminUrl);
    },
    async stop() {
      await server.pause();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
