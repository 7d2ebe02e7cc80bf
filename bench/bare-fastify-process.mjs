import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../libs/testing/dist/index.js';

/**
 * A bare Fastify server (bare-fastify.mjs) in a process of its own, answering `body` to GET and
 * POST at `url`, with the security headers the gateway gives an API answer or a page when asked
 * (`securityHeaders: 'api' | 'page'`). `stop()` ends it; a bench stops
 * every one it started, also when it fails.
 */
export async function startBareFastify(body, { securityHeaders } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'storystump-bare-'));
  const file = join(dir, 'body.json');
  writeFileSync(file, body);
  const port = await freePort();
  const args = [String(port), file, ...(securityHeaders ? [`--with-security-headers=${securityHeaders}`] : [])];
  const child = fork(new URL('./bare-fastify.mjs', import.meta.url).pathname, args, { stdio: 'ignore' });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    url: `http://127.0.0.1:${port}/products`,
    pid: child.pid,
    async stop() {
      // A process ended by a signal keeps exitCode null: stopped twice, it must not be waited for again.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
