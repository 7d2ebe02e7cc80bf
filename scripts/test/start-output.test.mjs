import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { freePort, startTestInfrastructure } from '../../libs/testing/dist/index.js';
import { phaseTimer } from '../lib/phases.mjs';
import { runInBackground } from '../lib/run.mjs';
import { startPlatform } from '../lib/start-platform.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const NEST_START_UP =
  /InstanceLoader|RoutesResolver|RouterExplorer|NestFactory|NestApplication|NestMicroservice|dependencies initialized|Mapped \{/;

describe("npm start's console", () => {
  it("shows the phases and the summary, not Nest's start-up lines, at the default log level", async () => {
    const infra = await startTestInfrastructure();
    const logDir = mkdtempSync(join(tmpdir(), 'storystump-start-output-'));
    const settings = {
      ...infra.settings,
      LOG_LEVEL: 'info',
      PORT: String(await freePort()),
      ADMIN_EMAIL: 'admin@storystump.test',
      ADMIN_PASSWORD: 'woodland-admin-pass',
      BRAND_NAME: 'Storystump',
      MAIL_OUTBOX_DIR: join(logDir, 'mail-outbox'),
    };
    let output = '';
    const timer = phaseTimer();
    await timer.phase('build', async () => undefined);
    const platform = startPlatform(root, settings, timer, {
      write: (text) => (output += text),
      onGiveUp: (name) => (output += `gave up on ${name}\n`),
    });
    try {
      assert.equal(await platform.healthy, true, output);
    } finally {
      await platform.stopAll();
      await infra.stop();
    }
    assert.match(
      output,
      /Time by phase:\n {2}build +\d+\.\d s\n {2}services \(migrations, then healthy\) +\d+\.\d s\n {2}total +\d+\.\d s\n/,
    );
    assert.match(output, new RegExp(`Storystump is running at .*http://localhost:${settings.PORT}`));
    assert.match(output, /Admin: admin@storystump\.test \/ woodland-admin-pass/);
    assert.doesNotMatch(output, NEST_START_UP);
  });

  it("keeps the build's own output in the build log, and shows it when a step fails", async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'storystump-build-log-')), 'build.log');
    writeFileSync(log, '');
    const warn =
      "console.warn('(!) Some chunks are larger than 400 kB after minification.'); console.log('precompressed web/dist')";
    await runInBackground(process.execPath, ['-e', warn], { log });
    assert.match(readFileSync(log, 'utf8'), /Some chunks are larger than 400 kB[\s\S]*precompressed web\/dist/);

    await assert.rejects(
      runInBackground(process.execPath, ['-e', "console.error('vite: cannot resolve ./missing'); process.exit(2)"], { log }),
      {
        message: new RegExp(
          `failed with exit code 2:\\n[\\s\\S]*vite: cannot resolve \\./missing\\n\\(the whole output is in ${log}\\)`,
        ),
      },
    );
  });
});
