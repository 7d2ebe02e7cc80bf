import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { serviceFolders } from '../lib/service-registry.mjs';
import { staleWorkspaceFiles, workspaceFiles, writeWorkspaceFiles } from '../lib/workspace-files.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What the generated files are made from, copied so a test can add or remove a service. */
function copyOfWorkspace() {
  const dir = mkdtempSync(join(tmpdir(), 'storystump-lists-'));
  for (const path of ['services', 'libs/contracts/src', 'deploy', '.prettierrc.json', '.prettierignore']) {
    cpSync(join(root, path), join(dir, path), {
      recursive: true,
      filter: (source) => !source.includes('node_modules') && !source.includes(`${'/'}dist`),
    });
  }
  return dir;
}

describe('the files made from the folders under services/', () => {
  it('are up to date (npm run generate)', async () => {
    assert.deepEqual(await staleWorkspaceFiles(root), []);
    assert.ok(serviceFolders(root).length >= 2);
  });

  it('name a new service everywhere a service must be named once it is generated', async () => {
    const dir = copyOfWorkspace();
    try {
      await writeWorkspaceFiles(dir);
      cpSync(join(dir, 'services/identity'), join(dir, 'services/ghost'), { recursive: true });
      const stale = await staleWorkspaceFiles(dir);
      for (const path of [
        'libs/contracts/src/service-names.ts',
        'libs/contracts/src/service-contracts.ts',
        'tsconfig.json',
        'docker-compose.yml',
        '.env.example',
        'deploy/nats/auth.conf',
        'deploy/k8s/base/apps.yaml',
        'deploy/k8s/overlays/production/kustomization.yaml',
        'deploy/k8s/overlays/production/secrets/ghost.env.example',
      ]) {
        assert.ok(stale.includes(path), `${path} is not made again for the new service`);
      }
      await writeWorkspaceFiles(dir);
      const read = (path) => readFileSync(join(dir, path), 'utf8');
      assert.match(read('libs/contracts/src/service-names.ts'), /'ghost'/);
      assert.match(read('libs/contracts/src/service-contracts.ts'), /\.\.\.ghostContract,/);
      assert.match(read('docker-compose.yml'), /^ {2}ghost-worker:$/m);
      assert.match(read('docker-compose.yml'), /^ {6}ghost: \{ condition: service_healthy \}$/m);
      assert.match(read('.env.example'), /^NATS_PASSWORD_GHOST=$/m);
      assert.match(read('deploy/nats/auth.conf'), /user: ghost/);
      assert.ok(JSON.parse(read('tsconfig.json')).references.some((reference) => reference.path === 'services/ghost'));
      assert.deepEqual(await staleWorkspaceFiles(dir), []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('name a service no more once its folder is gone', async () => {
    const dir = copyOfWorkspace();
    try {
      rmSync(join(dir, 'services/catalog'), { recursive: true });
      const files = await workspaceFiles(dir);
      assert.doesNotMatch(files['libs/contracts/src/service-names.ts'], /'catalog'/);
      assert.doesNotMatch(files['docker-compose.yml'], /catalog/);
      assert.ok(!Object.keys(files).some((path) => path.includes('catalog')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
