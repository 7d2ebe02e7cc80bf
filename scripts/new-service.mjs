// npm run new:service -- <name>: writes a service that builds, lints, type-checks and passes its
// one test, and names it in every list a service must be in (see lib/service-registry.mjs).
//   --no-install   leave `npm install` (which links the new workspace package) to you
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, say } from './lib/run.mjs';
import { pascal, SERVICE_LISTS, camel } from './lib/service-registry.mjs';
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
for (const list of SERVICE_LISTS) {
  list.add(root, name);
  say(`named ${name} in ${list.name}`);
}
run(
  'npx',
  [
    'prettier',
    '--log-level=warn',
    '--write',
    `services/${name}`,
    `libs/contracts/src`,
    'tsconfig.json',
    'docker-compose.yml',
    'README.md',
  ],
  {
    cwd: root,
  },
);
if (install) {
  say('Linking the new workspace package (npm install)');
  run('npm', ['install', '--no-audit', '--no-fund'], { cwd: root });
}
say(
  `services/${name} is ready: npm run build, npm run deploy:files (its NATS user, its Kubernetes objects), then npm test -- --project=${name}.`,
);
