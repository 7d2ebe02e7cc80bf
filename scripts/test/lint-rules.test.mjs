import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { importRules } from '../../eslint.config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The repository's own import rules, without type-aware parsing (which wants every file in a tsconfig).
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, ...importRules }],
});

const ruleIds = async (text, filePath) =>
  (await eslint.lintText(text, { filePath }))[0].messages.map((m) => m.ruleId ?? m.message);

describe('lint', () => {
  it('fails a two-file import cycle', async () => {
    const dir = join(root, 'libs/contracts/src', `.cycle-probe-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a;\n");
      const [a] = await eslint.lintFiles([join(dir, 'a.ts')]);
      assert.deepEqual(
        a.messages.map((m) => m.ruleId),
        ['import-x/no-cycle'],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the testing helpers out of code that ships, and lets tests use them', async () => {
    const text = "import { startSystem } from '@storystump/testing';\nexport const s = startSystem;\n";
    const shipped = (await eslint.lintText(text, { filePath: join(root, 'services/identity/src/probe.ts') }))[0].messages;
    assert.equal(shipped.length, 1);
    assert.match(shipped[0].message, /@storystump\/testing is for tests only; services\/identity\/src\/probe\.ts ships/);
    assert.deepEqual(await ruleIds(text, join(root, 'services/identity/test/probe.test.ts')), []);
    assert.deepEqual(await ruleIds(text, join(root, 'gateway/src/auth/probe.spec.ts')), []);
  });

  it('keeps one service from importing another', async () => {
    const text = "import { x } from '@storystump/catalog';\nexport const y = x;\n";
    const messages = (await eslint.lintText(text, { filePath: join(root, 'services/identity/src/probe.ts') }))[0].messages;
    assert.equal(messages.length, 1);
    assert.match(messages[0].message, /identity \(scope:service, type:app\) may not import catalog/);
  });

  it("keeps the web's API base and shared pieces from importing a feature", async () => {
    const text = "import { loggedOut } from '../features/auth/auth.listeners';\nexport const x = loggedOut;\n";
    assert.deepEqual(await ruleIds(text, join(root, 'web/src/api/probe.ts')), ['import-x/no-restricted-paths']);
    assert.deepEqual(await ruleIds(text, join(root, 'web/src/ui/probe.ts')), ['import-x/no-restricted-paths']);
    assert.deepEqual(
      await ruleIds(
        "import { api } from '../../api/base-api';\nexport const x = api;\n",
        join(root, 'web/src/features/shop/probe.ts'),
      ),
      [],
    );
  });
});
