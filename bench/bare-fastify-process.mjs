import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../libs/testing/dist/index.js';

/**
 * A bare Fastify server (bare-fastify.mjs) in a process of its own, answering `body` to GET and
 * POST at `url`. Given `sameAnswers` (answers as `recordAnswer` gives them), it also sends each
 * one's very bytes at `sameUrls[n]`; given `status`, it answers with it. `stop()` ends it; a bench stops every one it started, also
 * when it fails.
 */
export async function startBareFastify(body, { sameAnswers, status } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'storystump-bare-'));
  const file = join(dir, 'body.json');
  writeFileSync(file, body);
  const args = [file];
  if (sameAnswers) {
    writeFileSync(join(dir, 'answers.json'), JSON.stringify(sameAnswers));
    args.push(`--same-answers=${join(dir, 'answers.json')}`);
  }
  if (status) args.push(`--status=${status}`);
  const port = await freePort();
  const child = fork(new URL('./bare-fastify.mjs', import.meta.url).pathname, [String(port), ...args], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    url: `http://127.0.0.1:${port}/products`,
    sameUrls: (sameAnswers ?? []).map((_answer, index) => `http://127.0.0.1:${port}/same/${index}`),
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
