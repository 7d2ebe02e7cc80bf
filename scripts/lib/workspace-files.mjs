// The files made from what the workspace holds, so that no list of services is kept by hand:
// the services are the folders under services/, each with a deploy.json saying what it needs.
// `npm run generate` writes them, `npm run generate -- --check` (and a workspace test) fails
// naming each one that is out of date, and `npm run new:service` writes them for a new service.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import { deployFiles } from './deploy-files.mjs';
import { camel, pascal, serviceFolders } from './service-registry.mjs';

const MADE = 'Made by `npm run generate` from the folders under services/: do not edit.';

/** What a service says of its deployment (services/<name>/deploy.json). */
export function deploymentOf(root, name) {
  const path = join(root, 'services', name, 'deploy.json');
  const declared = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  return { uses: declared.uses ?? ['postgres', 'nats'], compose: declared.compose ?? {}, secrets: declared.secrets ?? {} };
}

const natsPasswordVariable = (name) => `NATS_PASSWORD_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
const required = (variable) => `\${${variable}:?set ${variable}}`;

const serviceNamesFile = (services) => `// ${MADE}

/** Every service behind the gateway; each one's subjects start with its name. */
export const SERVICE_NAMES = [${services.map((s) => `'${s}'`).join(', ')}] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
`;

const serviceContractsFile = (services) => `// ${MADE}
${services.map((s) => `import { ${camel(s)}Contract } from './${s}.js';`).join('\n')}

${services.map((s) => `export * from './${s}.js';`).join('\n')}

/** Every service's request/reply subjects with their input schemas and reply types. */
export const serviceContracts = {
${services.map((s) => `  ...${camel(s)}Contract,`).join('\n')}
} as const;

/** Every domain event subject of every service, with its payload type. */
export type ServiceEventPayloads = ${services.map((s) => `import('./${s}.js').${pascal(s)}EventPayloads`).join(' &\n  ')};
`;

function tsconfigFile(services) {
  const paths = [
    'libs/contracts',
    'libs/contracts/test',
    'libs/service-kit',
    'libs/testing',
    'libs/service-kit/test',
    ...services.map((s) => `services/${s}`),
    'gateway',
    'web/e2e',
  ];
  return `${JSON.stringify({ files: [], references: paths.map((path) => ({ path })) }, null, 2)}\n`;
}

const DEPENDS = { postgres: 'service_healthy', redis: 'service_healthy', nats: 'service_healthy' };

function composeService(root, name) {
  const { uses, compose } = deploymentOf(root, name);
  const build = `    build: { context: ., dockerfile: deploy/Dockerfile, args: { APP: ${name} } }\n    image: storystump/${name}`;
  const dependsOn = ['postgres', 'redis', 'nats']
    .filter((server) => uses.includes(server))
    .map((server) => `      ${server}: { condition: ${DEPENDS[server]} }`)
    .join('\n');
  const own = Object.entries(compose)
    .map(([key, value]) => `      ${key}: ${value}`)
    .join('\n');
  const running = (container, role) => `  ${container}:
    <<: *app
${build}
    command: ['--role=${role}']
    environment: *${name}-env
    depends_on:
${dependsOn}
      ${name}-migrate: { condition: service_completed_successfully }
`;
  return `  ${name}-migrate:
    <<: *migration
${build}
    environment: &${name}-env
      <<: *app-env
      NATS_USER: ${name}
      NATS_PASSWORD: ${required(natsPasswordVariable(name))}
${own ? `${own}\n` : ''}    depends_on:
${dependsOn}

${running(name, 'api')}
${running(`${name}-worker`, 'worker')}`;
}

function composeFile(root, services) {
  const apps = ['gateway', ...services];
  return `# ${MADE}
# The whole system on one host: cp .env.example .env, fill it in, then docker compose up --build
# and open http://localhost:3000. Each service runs as three containers of one image: a one-off
# migration (--role=migrate) that must finish first, the request side (--role=api) and its
# background work (--role=worker); scale either with --scale. NATS asks every process for its own
# user (deploy/nats/auth.conf). Metrics and probes: port 9464 of every app container.

x-app-env: &app-env
  DATABASE_URL: postgres://\${POSTGRES_USER:-storystump}:\${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}@postgres:5432/storystump
  REDIS_URL: redis://redis:6379
  NATS_URL: nats://nats:4222
  LOG_LEVEL: \${LOG_LEVEL:-info}
  METRICS_PORT: '9464'

# Every long-running app container: restarted when it stops, ready when its dependencies answer,
# and given time to finish what it holds on SIGTERM.
x-app: &app
  restart: unless-stopped
  stop_grace_period: 30s
  healthcheck:
    test: ['CMD', 'node', '-e', "fetch('http://127.0.0.1:9464/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
    interval: 10s
    timeout: 5s
    start_period: 20s
    retries: 5

x-migration: &migration
  command: ['--role=migrate']
  restart: on-failure:5

services:
  postgres:
    image: postgres:15
    environment:
      POSTGRES_USER: \${POSTGRES_USER:-storystump}
      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}
      POSTGRES_DB: storystump
    volumes: [postgres-data:/var/lib/postgresql/data]
    healthcheck:
      test: ['CMD-SHELL', 'pg_isready -U "$$POSTGRES_USER" -d storystump']
      interval: 5s
      retries: 10
    restart: unless-stopped

  redis:
    image: redis:7
    command: ['redis-server', '--appendonly', 'yes']
    volumes: [redis-data:/data]
    healthcheck:
      test: ['CMD', 'redis-cli', 'ping']
      interval: 5s
      retries: 10
    restart: unless-stopped

  nats:
    image: nats:2.10
    command: ['-c', '/etc/nats/nats-server.conf', '-js', '-sd', '/data', '-m', '8222']
    environment:
${apps.map((app) => `      ${natsPasswordVariable(app)}: ${required(natsPasswordVariable(app))}`).join('\n')}
    volumes:
      - nats-data:/data
      - ./deploy/nats/nats-server.conf:/etc/nats/nats-server.conf:ro
      - ./deploy/nats/auth.conf:/etc/nats/auth.conf:ro
    healthcheck:
      test: ['CMD', 'wget', '-qO-', 'http://localhost:8222/healthz?js-enabled-only=true']
      interval: 5s
      retries: 10
    restart: unless-stopped

${services.map((name) => composeService(root, name)).join('\n')}
  gateway:
    <<: *app
    build: { context: ., dockerfile: deploy/Dockerfile, args: { APP: gateway, BRAND_NAME: '\${BRAND_NAME:-Storystump}' } }
    image: storystump/gateway
    environment:
      <<: *app-env
      PORT: '3000'
      NATS_USER: gateway
      NATS_PASSWORD: ${required('NATS_PASSWORD_GATEWAY')}
      IDEMPOTENCY_KEY_SECRET: \${IDEMPOTENCY_KEY_SECRET:?set IDEMPOTENCY_KEY_SECRET (openssl rand -base64 32)}
      PUBLIC_URL: \${PUBLIC_URL:-http://localhost:3000}
      TRUST_PROXY: \${TRUST_PROXY:-false}
      CLIENT_ADDRESS_KEY: ${required('CLIENT_ADDRESS_KEY')}
    ports: ['\${PORT:-3000}:3000']
    depends_on:
      redis: { condition: service_healthy }
      nats: { condition: service_healthy }
${services.map((name) => `      ${name}: { condition: service_healthy }`).join('\n')}

volumes:
  postgres-data:
  redis-data:
  nats-data:
`;
}

const envExampleFile = (services) => `# ${MADE}
# Settings for docker compose (copy to .env). Secrets: make each with \`openssl rand -base64 32\`
# (the NATS passwords as said at their place).
COMPOSE_PROJECT_NAME=storystump

# PostgreSQL's user and password (the database is storystump).
POSTGRES_USER=storystump
POSTGRES_PASSWORD=

# The first admin: created on first start, or promoted if the e-mail has an account.
ADMIN_EMAIL=admin@storystump.local
ADMIN_PASSWORD=

# 32 bytes, base64: the keys the services' signing keys are encrypted with at rest.
TOKEN_KEY_ENCRYPTION_KEY=
DEVICES_KEY_ENCRYPTION_KEY=
# 32 bytes, base64: the gateway's secret the Idempotency-Keys it passes on are derived with.
IDEMPOTENCY_KEY_SECRET=
# 32 bytes, base64: the key of the digests the gateway and catalog keep of client addresses.
CLIENT_ADDRESS_KEY=
# 32 bytes, base64: the claim codes printed in the characters' boxes are derived with it; never change it
# while boxes with codes are on sale.
CLAIM_CODE_SECRET=

# NATS: each process connects as its own user, with this password (the NATS server reads them too).
# NATS reads each as a value of its configuration: start it with a letter, as echo n$(openssl rand -hex 24).
${['gateway', ...services].map((app) => `${natsPasswordVariable(app)}=`).join('\n')}

# Where the shop is reached, for links in mail and Stripe's return pages.
PUBLIC_URL=http://localhost:3000
PORT=3000

# Stripe: unset, the built-in catalog and demo orders.
STRIPE_SECRET_KEY=
STRIPE_WEBHOOK_SECRET=

# Mail: unset, each mail is written as an .eml file inside the marketing containers.
SMTP_URL=
MAIL_FROM=Storystump <hello@storystump.local>

# Set true only behind a proxy that sets X-Forwarded-For.
TRUST_PROXY=false
LOG_LEVEL=info
BRAND_NAME=Storystump
`;

const OVERLAY = 'deploy/k8s/overlays/production';

function kustomizationFile(services) {
  const apps = ['gateway', ...services];
  return `# ${MADE}
# Production: PostgreSQL and Redis are managed services outside the cluster. Before applying:
#   1. for f in secrets/*.env.example; do cp "$f" "\${f%.example}"; done, and fill each in
#      (or replace the secretGenerator with your secret store: External Secrets, Sealed Secrets);
#   2. set the registry and tag of the images below (kustomize edit set image), and the host of
#      the Ingress;
#   3. kubectl apply -k deploy/k8s/overlays/production
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: storystump
resources:
  - namespace.yaml
  - ../../base
images:
${apps
  .map(
    (app) => `  - name: storystump/${app}
    newName: registry.example.com/storystump/${app}
    newTag: '1.0.0'`,
  )
  .join('\n')}
configMapGenerator:
  - name: storystump-config
    behavior: merge
    literals:
      - PUBLIC_URL=https://shop.storystump.example
      - LOG_LEVEL=info
secretGenerator:
  # NATS_PASSWORD_<APP> for every app: the NATS servers check each app's password against these.
  - name: storystump-nats
    envs: [secrets/nats.env]
${apps
  .map(
    (app) => `  - name: storystump-${app}
    envs: [secrets/${app}.env]`,
  )
  .join('\n')}
patches:
  - path: ingress.yaml
  - target: { kind: Deployment, name: gateway }
    patch: |
      - op: replace
        path: /spec/replicas
        value: 3
`;
}

const DATABASE_SECRET = `# Managed PostgreSQL and Redis: the same database for every service (each keeps its own schema).
DATABASE_URL=postgres://storystump:CHANGE-ME@postgres.example.internal:5432/storystump?sslmode=require
`;
const REDIS_SECRET = 'REDIS_URL=rediss://:CHANGE-ME@redis.example.internal:6380\n';

function secretFiles(root, services) {
  const files = {
    [`${OVERLAY}/secrets/nats.env.example`]: `# ${MADE}
# One password per app, starting with a letter (NATS reads it as a value of its configuration):
# echo n$(openssl rand -hex 24). Each app has its own in its file.
${['gateway', ...services].map((app) => `${natsPasswordVariable(app)}=`).join('\n')}
`,
    [`${OVERLAY}/secrets/gateway.env.example`]: `# ${MADE}
${REDIS_SECRET}# The NATS password of this app: the same value as NATS_PASSWORD_GATEWAY in nats.env.
NATS_PASSWORD=
# 32 bytes, base64 (openssl rand -base64 32): the Idempotency-Keys passed on are derived with it.
IDEMPOTENCY_KEY_SECRET=
# 32 bytes, base64 (openssl rand -base64 32): the same value as CLIENT_ADDRESS_KEY in catalog.env.
CLIENT_ADDRESS_KEY=
`,
  };
  for (const name of services) {
    const { uses, secrets } = deploymentOf(root, name);
    files[`${OVERLAY}/secrets/${name}.env.example`] = `# ${MADE}
${DATABASE_SECRET}# The NATS password of this app: the same value as ${natsPasswordVariable(name)} in nats.env.
NATS_PASSWORD=
${uses.includes('redis') ? REDIS_SECRET : ''}${Object.entries(secrets)
      .map(([key, value]) => `${key}=${value}\n`)
      .join('')}`;
  }
  return files;
}

/** Files by path, each as the formatter leaves it (a file the formatter ignores is kept as it is). */
export async function formattedFiles(root, files) {
  const formatted = {};
  for (const [path, text] of Object.entries(files)) {
    const { ignored, inferredParser } = await prettier.getFileInfo(join(root, path), {
      ignorePath: join(root, '.prettierignore'),
    });
    formatted[path] =
      inferredParser && !ignored
        ? await prettier.format(text, { ...(await prettier.resolveConfig(join(root, path))), filepath: join(root, path) })
        : text;
  }
  return formatted;
}

/** Each generated file's path and text, as the formatter leaves it. */
export async function workspaceFiles(root) {
  const services = serviceFolders(root);
  const files = {
    'libs/contracts/src/service-names.ts': serviceNamesFile(services),
    'libs/contracts/src/service-contracts.ts': serviceContractsFile(services),
    'tsconfig.json': tsconfigFile(services),
    'docker-compose.yml': composeFile(root, services),
    '.env.example': envExampleFile(services),
    [`${OVERLAY}/kustomization.yaml`]: kustomizationFile(services),
    ...secretFiles(root, services),
    ...(await deployFiles(root)),
  };
  return formattedFiles(root, files);
}

/** The generated files whose committed text differs from what the workspace makes now. */
export async function staleWorkspaceFiles(root, files) {
  const made = files ?? (await workspaceFiles(root));
  return Object.keys(made).filter((path) => {
    const full = join(root, path);
    return !existsSync(full) || readFileSync(full, 'utf8') !== made[path];
  });
}

/** Writes each generated file that is out of date, and says which. */
export async function writeWorkspaceFiles(root, made) {
  const files = made ?? (await workspaceFiles(root));
  const stale = await staleWorkspaceFiles(root, files);
  for (const path of stale) writeFileSync(join(root, path), files[path]);
  return stale;
}
