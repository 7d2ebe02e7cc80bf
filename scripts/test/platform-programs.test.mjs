import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS, SERVICE_NAMES } from '../../libs/contracts/dist/index.js';
import { platformPrograms } from '../lib/platform-programs.mjs';
import { supervise } from '../lib/supervisor.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the processes npm start runs', () => {
  it('are every service and the gateway, each its built entry under Node with the platform’s flags', () => {
    const programs = platformPrograms(root, { PORT: '3000' });
    assert.deepEqual(
      programs.map((program) => program.name),
      [...SERVICE_NAMES, 'gateway'],
    );
    for (const program of programs) {
      assert.ok(existsSync(program.entry), `${program.entry} is built`);
      assert.deepEqual(program.nodeFlags, NODE_FLAGS);
      assert.equal(program.env.PORT, '3000');
    }
  });

  it('are started with their Node flags by the supervisor', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storystump-supervised-'));
    const told = join(dir, 'exec-argv.json');
    const entry = join(dir, 'program.mjs');
    writeFileSync(
      entry,
      [
        `import { renameSync, writeFileSync } from 'node:fs';`,
        `writeFileSync(process.env.TOLD + '.part', JSON.stringify(process.execArgv));`,
        `renameSync(process.env.TOLD + '.part', process.env.TOLD);`,
        `setInterval(() => {}, 1000);`,
      ].join('\n'),
    );
    const stopAll = supervise([{ name: 'probe', entry, nodeFlags: NODE_FLAGS, env: { ...process.env, TOLD: told } }], {
      onGiveUp: () => undefined,
    });
    try {
      const deadline = Date.now() + 10_000;
      while (!existsSync(told) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.deepEqual(JSON.parse(readFileSync(told, 'utf8')), [...NODE_FLAGS]);
    } finally {
      await stopAll();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
