import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SERVICE_LISTS, serviceFolders, serviceListDrift } from '../lib/service-registry.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The files the lists live in, copied so a test can change them. */
function copyOfLists() {
  const dir = mkdtempSync(join(tmpdir(), 'storystump-lists-'));
  for (const path of ['services', 'libs/contracts/src', 'tsconfig.json', 'docker-compose.yml', 'README.md']) {
    cpSync(join(root, path), join(dir, path), {
      recursive: true,
      filter: (source) => !source.includes('node_modules') && !source.includes(`${'/'}dist`),
    });
  }
  return dir;
}

describe('the lists that name every service', () => {
  it('all name exactly the services in services/', () => {
    assert.deepEqual(serviceListDrift(root), []);
    assert.ok(serviceFolders(root).length >= 2);
  });

  it('a service missing from a list fails, naming the list', () => {
    const dir = copyOfLists();
    try {
      cpSync(join(dir, 'services/identity'), join(dir, 'services/ghost'), { recursive: true });
      const drift = serviceListDrift(dir);
      assert.equal(drift.length, SERVICE_LISTS.length);
      assert.ok(
        drift.some((line) => /^the project references in tsconfig\.json lacks ghost$/.test(line)),
        drift.join('\n'),
      );
      assert.ok(drift.some((line) => /^the services of docker-compose\.yml lacks ghost$/.test(line)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a list naming a service that is gone fails, naming the list', () => {
    const dir = copyOfLists();
    try {
      rmSync(join(dir, 'services/catalog'), { recursive: true });
      const drift = serviceListDrift(dir);
      assert.ok(
        drift.includes(
          'the service list in libs/contracts/src/services.ts (SERVICE_NAMES) names catalog, which services/ does not have',
        ),
        drift.join('\n'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
