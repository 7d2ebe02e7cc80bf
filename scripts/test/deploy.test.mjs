import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  composeProblems,
  composeSchemaErrors,
  kubernetesProblems,
  kubernetesSchemaErrors,
  kustomizeBuilds,
} from '../lib/deploy-checks.mjs';
import { deployFiles } from '../lib/deploy-files.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const builds = kustomizeBuilds(root);

/** The deployment files and the services, copied so a test can add a service. */
function copyWithGhostService() {
  const dir = mkdtempSync(join(tmpdir(), 'storystump-deploy-'));
  for (const path of ['services', 'deploy', 'docker-compose.yml', '.env.example']) {
    cpSync(join(root, path), join(dir, path), {
      recursive: true,
      filter: (source) => !source.includes('node_modules') && !source.includes(`${'/'}dist`),
    });
  }
  cpSync(join(dir, 'services/identity'), join(dir, 'services/ghost'), { recursive: true });
  return dir;
}

describe('the generated deployment files', () => {
  it('are up to date with the workspace (npm run deploy:files)', () => {
    for (const [path, text] of Object.entries(deployFiles(root))) {
      assert.equal(readFileSync(join(root, path), 'utf8'), text, `${path} is out of date: npm run deploy:files`);
    }
  });
});

describe('docker-compose.yml', () => {
  it('follows the Compose Specification', async () => {
    assert.deepEqual(await composeSchemaErrors(root), []);
  });

  it('refuses a file the specification does not allow, naming the place', async () => {
    const dir = copyWithGhostService();
    try {
      const path = join(dir, 'docker-compose.yml');
      writeFileSync(path, readFileSync(path, 'utf8').replace(/^ {2}gateway:\n/m, '  gateway:\n    restart_policy: always\n'));
      const errors = await composeSchemaErrors(dir);
      assert.ok(
        errors.some((error) => error.startsWith('/services/gateway must NOT have additional properties')),
        errors.join('\n'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs every service as migration, api and worker, healthy, as its own NATS user, with every variable documented', () => {
    assert.deepEqual(composeProblems(root), []);
  });

  it('names what a new service lacks', () => {
    const dir = copyWithGhostService();
    try {
      const problems = composeProblems(dir);
      assert.ok(problems.includes('docker-compose.yml has no ghost-worker (the worker role of ghost)'), problems.join('\n'));
      assert.ok(problems.includes('docker-compose.yml: the gateway does not depend on ghost'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deploy/k8s', () => {
  it('builds, and every object follows the Kubernetes schemas', async () => {
    assert.ok(Object.keys(builds).includes('base'));
    for (const [target, objects] of Object.entries(builds)) {
      assert.ok(objects.length > 20, target);
      assert.deepEqual(await kubernetesSchemaErrors(objects), [], target);
    }
  });

  it('has each process’s Deployment with probes, limits, spread and budget, each service’s migration Job, autoscalers, Ingress and NATS', () => {
    for (const [target, objects] of Object.entries(builds)) assert.deepEqual(kubernetesProblems(root, objects), [], target);
  });

  it('takes every image from the registry in production', () => {
    const production = builds['overlays/production'];
    assert.ok(production, 'kubectl kustomize built the production overlay');
    const images = production
      .filter((o) => ['Deployment', 'Job'].includes(o.kind))
      .flatMap((o) => o.spec.template.spec.containers.map((c) => c.image));
    assert.ok(images.length > 0);
    assert.deepEqual(
      images.filter((image) => !image.startsWith('registry.example.com/')),
      [],
    );
  });

  it('names what a new service lacks', () => {
    const dir = copyWithGhostService();
    try {
      const problems = kubernetesProblems(dir, builds.base);
      assert.ok(problems.includes('Kubernetes has no Deployment ghost-api'), problems.join('\n'));
      assert.ok(problems.includes('Kubernetes has no migration Job ghost-migrate'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a broken object fails the schema check, naming it', async () => {
    const [deployment] = builds.base.filter((o) => o.kind === 'Deployment');
    const broken = structuredClone(deployment);
    broken.spec.replicas = 'three';
    const errors = await kubernetesSchemaErrors([broken]);
    assert.equal(errors.length, 1);
    assert.match(errors[0], new RegExp(`^Deployment/${deployment.metadata.name}: .*replicas`));
  });
});
