import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runtimeProjects } from '../lib/emit-to-run.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The commands the README runs against `npm start`'s system, with nothing built but what it built. */
const AFTER_START = ['scripts/seed-demo.mjs', 'scripts/fleet-sim.mjs'];

const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every file of the repository that `entry` imports, directly or through its imports. */
function reachableFrom(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.mjs') || !existsSync(file)) return;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) visit(resolve(dirname(file), specifier));
  };
  visit(join(root, entry));
  return [...seen].map((file) => relative(root, file));
}

describe('the commands run after npm start', () => {
  it("import only sources and what npm start's build makes, never a test library's build", () => {
    const built = runtimeProjects(root).map((project) => `${relative(root, project.outDir)}/`);
    const reached = AFTER_START.flatMap(reachableFrom);
    for (const uploader of ['scripts/lib/demo/rollout.mjs', 'scripts/lib/fleet-sim.mjs']) {
      assert.ok(reached.includes(uploader), `the walk reaches ${uploader}`);
    }
    const unbuilt = reached.filter((file) => /(^|\/)dist(-[a-z]+)?\//.test(file) && !built.some((dir) => file.startsWith(dir)));
    assert.deepEqual(unbuilt, []);
    assert.deepEqual(
      reached.filter((file) => !existsSync(join(root, file)) && !file.includes('/dist/')),
      [],
      'every source it imports is there',
    );
  });
});
