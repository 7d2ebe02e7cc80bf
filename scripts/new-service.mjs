// npm run new:service -- <name>: writes a service that builds, lints, type-checks and passes its
// one test, then the files made from the list of services (lib/workspace-files.mjs). Nothing
// outside its own folder is edited: its contract file is new, the rest is generated.
//   --no-install   leave `npm install` (which links the new workspace package) to you
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, say } from './lib/run.mjs';
import { camel, pascal } from './lib/service-registry.mjs';
import { serviceFiles } from './lib/service-template.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--'));
const install = !args.includes('--no-install');

function fail(message) {
  process.stderr.write(`\x1b[31m✖ ${message}\x1b[0m\n`);
  process.exit(1);
}

if (!name) fail('Name the service: npm run new:service -- <name> (lower case, e.g. devices)');
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) || name.length > 30) {
  fail(`"${name}" cannot be a service name: use lower-case letters, digits and single dashes, starting with a letter`);
}
if (['gateway', 'web', 'libs', 'testing', 'contracts'].includes(name)) fail(`"${name}" is taken by the workspace itself`);
if (existsSync(join(root, 'services', name))) fail(`services/${name} exists already`);

const files = serviceFiles(name, { Name: pascal(name), name, camelName: camel(name), timestamp: Date.now() });
for (const [path, text] of Object.entries(files)) {
  const target = join(root, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  say(`wrote ${path}`);
}
run('npx', ['prettier', '--log-level=warn', '--write', `services/${name}`, `libs/contracts/src/${name}.ts`], { cwd: root });
// The NATS users are made by the contracts' own code, so the contracts are built with the new file first.
say('Building the contracts with the new service in them');
run('npx', ['tsc', '-b', 'libs/contracts'], { cwd: root });
const { writeWorkspaceFiles } = await import('./lib/workspace-files.mjs');
for (const path of await writeWorkspaceFiles(root)) say(`generated ${path}`);
if (install) {
  say('Linking the new workspace package (npm install, which writes package-lock.json)');
  run('npm', ['install', '--no-audit', '--no-fund'], { cwd: root });
}
say(`services/${name} is ready: npm run build, then npm test -- --project=${name}.`);
