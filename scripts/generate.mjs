// Writes the deployment files made from the workspace itself, so they always name every app:
// the NATS server's users and permissions (for compose and for Kubernetes).
//
//   npm run deploy:files            write them
//   npm run deploy:files -- --check  exit 1, naming each, if a committed one is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployFiles } from './lib/deploy-files.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const stale = [];
for (const [path, text] of Object.entries(deployFiles(root))) {
  const current = (() => {
    try {
      return readFileSync(join(root, path), 'utf8');
    } catch {
      return undefined;
    }
  })();
  if (current === text) continue;
  if (check) stale.push(path);
  else writeFileSync(join(root, path), text);
}
if (stale.length) {
  process.stderr.write(`Out of date (run npm run deploy:files): ${stale.join(', ')}\n`);
  process.exit(1);
}
