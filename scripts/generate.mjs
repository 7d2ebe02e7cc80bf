// Writes the files made from what the workspace holds (see lib/workspace-files.mjs): the lists
// of services in the contracts and tsconfig.json, docker compose and its .env.example, the NATS
// server's users, the Kubernetes objects and the production overlay; and the web's table of
// routes (see lib/web-route-table.mjs); the UK's villages for the map's place search (see
// lib/uk-villages.mjs).
//
//   npm run generate            write them, naming each one that changed
//   npm run generate -- --check  exit 1, naming each, if a committed one is out of date
import { fileURLToPath } from 'node:url';
import { ukVillagesFiles } from './lib/uk-villages.mjs';
import { webRouteTableFiles } from './lib/web-route-table.mjs';
import { staleWorkspaceFiles, workspaceFiles, writeWorkspaceFiles } from './lib/workspace-files.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const made = { ...(await workspaceFiles(root)), ...(await webRouteTableFiles(root)), ...(await ukVillagesFiles(root)) };
if (process.argv.includes('--check')) {
  const stale = await staleWorkspaceFiles(root, made);
  if (stale.length) {
    process.stderr.write(`Out of date (run npm run generate): ${stale.join(', ')}\n`);
    process.exit(1);
  }
} else {
  for (const path of await writeWorkspaceFiles(root, made)) console.log(`wrote ${path}`);
}
