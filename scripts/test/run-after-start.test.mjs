import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runtimeProjects } from '../lib/emit-to-run.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The commands the README runs against `npm start`'s system, with nothing built but what it built. */
const AFTER_START = ['scripts/seed-demo.mjs', 'scripts/fleet-sim.mjs'];

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*)['"]([^'"]+)['"]/g;

/** The workspace's own packages by name (`@storystump/testing`), each with its folder. */
const workspacePackages = new Map(
  readdirSync(join(root, 'libs')).map((dir) => [
    JSON.parse(readFileSync(join(root, 'libs', dir, 'package.json'), 'utf8')).name,
    `libs/${dir}/dist/index.js`,
  ]),
);

/**
 * Every file of the repository that `entry` imports, directly or through its imports; a workspace
 * package imported by name counts as its build's entry.
 */
function reachableFrom(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.mjs') || !existsSync(file)) return;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else if (workspacePackages.has(specifier)) visit(join(root, workspacePackages.get(specifier)));
    }
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
