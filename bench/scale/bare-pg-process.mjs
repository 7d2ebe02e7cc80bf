import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../libs/testing/dist/index.js';

/**
 * bare-pg-fastify.mjs in a process of its own, answering each of `routes` (`{ sql, params, method,
 * single }`) at `urls[n]` with its query's rows. `stop()` ends it; a bench stops it also when it fails.
 */
export async function startBarePg(databaseUrl, routes, { poolSize = 20 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'storystump-bare-pg-'));
  const file = join(dir, 'routes.json');
  writeFileSync(file, JSON.stringify(routes));
  const port = await freePort();
  const child = fork(
    new URL('./bare-pg-fastify.mjs', import.meta.url).pathname,
    [String(port), databaseUrl, file, String(poolSize)],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare PostgreSQL server ended (${code}) before it listened`)));
  });
  return {
    urls: routes.map((_route, index) => `http://127.0.0.1:${port}/bare/${index}`),
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
