import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { clusterOnPort, ensurePortFree } from '../lib/infra.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A port held by a server of the test's own, until `release` is called. */
async function heldPort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '0.0.0.0', resolve));
  return { port: server.address().port, release: () => new Promise((resolve) => server.close(resolve)) };
}

/** `npm start` as a new user runs it, with these settings; what it printed and how it ended. */
function start(env, timeoutMs = 120_000) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGINT'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('npm start checks before it starts anything', () => {
  it('says the port is taken and what to set, instead of starting a gateway that cannot listen', async () => {
    const { port, release } = await heldPort();
    try {
      await assert.rejects(ensurePortFree(port), {
        message: `Port ${port} is already in use by another program. Stop it, or choose another port: PORT=${port + 1} npm start`,
      });
      const started = Date.now();
      const { code, output } = await start({ PORT: String(port) });
      assert.equal(code, 1);
      assert.match(output, new RegExp(`Port ${port} is already in use by another program`));
      assert.doesNotMatch(output, /at \S+ \(|Building/, 'no stack trace, nothing built or started');
      assert.ok(Date.now() - started < 20_000);
    } finally {
      await release();
    }
    await ensurePortFree(port);
  });

  it('refuses a PORT that is not a port', async () => {
    await assert.rejects(ensurePortFree(Number('three thousand')), /PORT must be a whole number from 1 to 65535/);
  });

  it("starts only the PostgreSQL cluster on the URL's port", () => {
    const clusters = '15 main 5432 online postgres /var/lib/postgresql/15/main /var/log/postgresql/postgresql-15-main.log\n';
    assert.deepEqual(clusterOnPort(clusters, 5432), { version: '15', name: 'main' });
    assert.equal(clusterOnPort(clusters, 5999), undefined);
    assert.equal(clusterOnPort('', 5432), undefined);
  });

  it('with DATABASE_URL naming a server that is not there, says so and starts nothing else', async () => {
    const { port, release } = await heldPort();
    await release();
    const free = await heldPort();
    await free.release();
    const { code, output } = await start({
      PORT: String(free.port),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/storystump`,
    });
    assert.equal(code, 1);
    assert.match(output, new RegExp(`PostgreSQL is not reachable at 127\\.0\\.0\\.1:${port}`));
    assert.doesNotMatch(output, /starting it/);
    // Said before anything is installed or built.
    assert.doesNotMatch(output, /Installing|Building/);
  });
});
