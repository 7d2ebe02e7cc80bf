import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { findProjects } from './projects.mjs';

/**
 * Compiled test files: unit specs beside the code, then service and API suites, then browser
 * suites; only those of one project when one is named.
 */
export function selectTestFiles(root, project) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (/\.(spec|test)\.js$/.test(entry.name) && path.includes(`${sep}dist${sep}`)) {
        found.push(path);
      }
    }
  };
  for (const dir of ['libs', 'services', 'gateway', 'web/e2e']) walk(join(root, dir));
  const projects = findProjects(root);
  const owner = (file) => projects.find((p) => file.startsWith(p.root + sep))?.name;
  const selected = project ? found.filter((file) => owner(file) === project) : found;
  // The workspace's own checks (lists of services, lint rules, the service generator) run with everything.
  if (!project) {
    const dir = join(root, 'scripts', 'test');
    selected.push(
      ...readdirSync(dir)
        .filter((f) => f.endsWith('.test.mjs'))
        .map((f) => join(dir, f)),
    );
  }
  // The generator's check takes longest: it starts first and runs beside everything else.
  const suite = (file) =>
    file.endsWith('new-service.test.mjs') ? 0 : file.includes('/web/e2e/') ? 3 : file.includes('/test/') ? 2 : 1;
  return selected.sort((a, b) => suite(a) - suite(b) || a.localeCompare(b));
}

/** Service, API and browser suites (not medium ones) talk to the system booted once for the run. */
export const needsSystem = (files) =>
  files.some((file) => (file.includes('/test/') && !isMediumTest(file)) || file.includes('/e2e/'));

/** Medium tests make one service's module on a database of their own: no booted system. */
export const isMediumTest = (file) => file.endsWith('.medium.test.js');
