// The services are the folders under services/: every list of them is made from these (see
// workspace-files.mjs), none is kept by hand.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
export const pascal = (name) => camel(name).replace(/^./, (c) => c.toUpperCase());

/** The services that exist: a folder with a package.json under services/. */
export function serviceFolders(root) {
  return readdirSync(join(root, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'services', entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}
