// Every place a service must be named, how to read its list, and how to add a service to it.
// `npm run new:service` adds to each; the workspace test checks each agrees with services/*.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
export const pascal = (name) => camel(name).replace(/^./, (c) => c.toUpperCase());

const read = (root, path) => readFileSync(join(root, path), 'utf8');
const write = (root, path, text) => writeFileSync(join(root, path), text);
const matches = (text, regex) => [...text.matchAll(regex)].map((m) => m[1]);

/** The services that exist: a folder with a package.json under services/. */
export function serviceFolders(root) {
  return readdirSync(join(root, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'services', entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

function insertAfterLast(text, lineRegex, line) {
  const lines = text.split('\n');
  const index = lines.findLastIndex((l) => lineRegex.test(l));
  if (index < 0) throw new Error(`no line matching ${lineRegex} to add "${line}" after`);
  lines.splice(index + 1, 0, line);
  return lines.join('\n');
}

/** The variable a service's NATS password is read from (as natsPasswordVariable in libs/contracts). */
const natsPasswordVariable = (name) => `NATS_PASSWORD_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

const composeBlock = (name) => {
  const build = `    build: { context: ., dockerfile: deploy/Dockerfile, args: { APP: ${name} } }\n    image: storystump/${name}`;
  const dependsOn = `    depends_on:
      postgres: { condition: service_healthy }
      redis: { condition: service_healthy }
      nats: { condition: service_healthy }`;
  const password = natsPasswordVariable(name);
  const running = (container, role) => `  ${container}:
    <<: *app
${build}
    command: ['--role=${role}']
    environment: *${name}-env
${dependsOn}
      ${name}-migrate: { condition: service_completed_successfully }
`;
  return `  ${name}-migrate:
    <<: *migration
${build}
    environment: &${name}-env
      <<: *app-env
      NATS_USER: ${name}
      NATS_PASSWORD: \${${password}:?set ${password}}
${dependsOn}

${running(name, 'api')}
${running(`${name}-worker`, 'worker')}`;
};

/** Each list: where it is, the services it names, and how a new one is added. */
export const SERVICE_LISTS = [
  {
    name: 'the service list in libs/contracts/src/services.ts (SERVICE_NAMES)',
    read: (root) =>
      matches(/SERVICE_NAMES = \[([^\]]*)\]/.exec(read(root, 'libs/contracts/src/services.ts'))?.[1] ?? '', /'([^']+)'/g),
    add: (root, name) => {
      const path = 'libs/contracts/src/services.ts';
      write(
        root,
        path,
        read(root, path).replace(/SERVICE_NAMES = \[([^\]]*)\]/, (_, list) => `SERVICE_NAMES = [${list}, '${name}']`),
      );
    },
  },
  {
    name: 'the contracts aggregate: libs/contracts/src/index.ts exports of each service file',
    read: (root) =>
      matches(read(root, 'libs/contracts/src/index.ts'), /export \* from '\.\/([a-z0-9-]+)\.js';/g).filter((file) =>
        existsSync(join(root, 'services', file)),
      ),
    add: (root, name) => {
      const path = 'libs/contracts/src/index.ts';
      const lines = [...read(root, path).trim().split('\n'), `export * from './${name}.js';`].sort();
      write(root, path, `${lines.join('\n')}\n`);
    },
  },
  {
    name: 'the contracts aggregate: rpcContract in libs/contracts/src/rpc-contract.ts',
    read: (root) => {
      const camels = matches(read(root, 'libs/contracts/src/rpc-contract.ts'), /\.\.\.([A-Za-z0-9]+)Contract,/g);
      return serviceFolders(root).filter((name) => camels.includes(camel(name)));
    },
    add: (root, name) => {
      const path = 'libs/contracts/src/rpc-contract.ts';
      let text = read(root, path);
      text = insertAfterLast(
        text,
        /^import \{ [a-zA-Z0-9]+Contract \} from/,
        `import { ${camel(name)}Contract } from './${name}.js';`,
      );
      text = insertAfterLast(text, /^ {2}\.\.\.[A-Za-z0-9]+Contract,$/, `  ...${camel(name)}Contract,`);
      write(root, path, text);
    },
  },
  {
    name: 'the project references in tsconfig.json',
    read: (root) => JSON.parse(read(root, 'tsconfig.json')).references.flatMap((r) => matches(r.path, /^services\/([^/]+)$/g)),
    add: (root, name) => {
      const config = JSON.parse(read(root, 'tsconfig.json'));
      const gateway = config.references.findIndex((r) => r.path === 'gateway');
      config.references.splice(gateway, 0, { path: `services/${name}` });
      write(root, 'tsconfig.json', `${JSON.stringify(config, null, 2)}\n`);
    },
  },
  {
    name: 'the services of docker-compose.yml',
    read: (root) => [...new Set(matches(read(root, 'docker-compose.yml'), /args: \{ APP: ([a-z0-9-]+) \}/g))],
    add: (root, name) => {
      let text = read(root, 'docker-compose.yml');
      text = text.replace(/^ {2}gateway:\n/m, `${composeBlock(name)}\n  gateway:\n`);
      text = insertAfterLast(
        text,
        /^ {6}[a-z0-9-]+: \{ condition: service_healthy \}$/,
        `      ${name}: { condition: service_healthy }`,
      );
      const password = natsPasswordVariable(name);
      text = insertAfterLast(text, /^ {6}NATS_PASSWORD_[A-Z0-9_]+: /, `      ${password}: \${${password}:?set ${password}}`);
      write(root, 'docker-compose.yml', text);
      write(root, '.env.example', insertAfterLast(read(root, '.env.example'), /^NATS_PASSWORD_[A-Z0-9_]+=/, `${password}=`));
    },
  },
  {
    name: 'the folder table of README.md',
    read: (root) => matches(read(root, 'README.md'), /^\| `services\/([a-z0-9-]+)\/` +\|/gm),
    add: (root, name) => {
      const text = insertAfterLast(
        read(root, 'README.md'),
        /^\| `services\/[a-z0-9-]+\/` +\|/,
        `| \`services/${name}/\` | The ${name} service. |`,
      );
      write(root, 'README.md', text);
    },
  },
];

/** The lists that do not name exactly the services that exist, with what is missing or extra. */
export function serviceListDrift(root) {
  const services = serviceFolders(root);
  return SERVICE_LISTS.flatMap((list) => {
    const named = [...new Set(list.read(root))].sort();
    const missing = services.filter((s) => !named.includes(s));
    const extra = named.filter((s) => !services.includes(s));
    if (!missing.length && !extra.length) return [];
    return [
      `${list.name} ${[missing.length && `lacks ${missing.join(', ')}`, extra.length && `names ${extra.join(', ')}, which services/ does not have`].filter(Boolean).join(' and ')}`,
    ];
  });
}
