import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NODE_FLAGS } from '../../libs/contracts/dist/index.js';
import {
  composeProblems,
  composeSchemaErrors,
  kubernetesProblems,
  kubernetesSchemaErrors,
  kustomizeBuilds,
} from '../lib/deploy-checks.mjs';

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

/** Runs deploy/runtime-files.sh as the Dockerfile does, on the built workspace (node_modules left out). */
function runtimeFiles(app) {
  const workspace = mkdtempSync(join(tmpdir(), 'storystump-image-'));
  for (const path of ['package.json', 'libs', 'services', 'gateway', 'web']) symlinkSync(join(root, path), join(workspace, path));
  mkdirSync(join(workspace, 'node_modules'));
  writeFileSync(join(workspace, 'node_modules/.production'), '');
  const out = join(workspace, 'runtime');
  const run = spawnSync('sh', [join(root, 'deploy/runtime-files.sh'), app, out], { cwd: workspace, encoding: 'utf8' });
  return { ...run, out, workspace };
}

const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));

describe('deploy/Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'deploy/Dockerfile'), 'utf8');

  it('installs once, runs as a non-root user and gathers the app by its name', () => {
    assert.equal(dockerfile.match(/^RUN npm ci/gm)?.length, 1);
    assert.match(dockerfile, /npm prune --omit=dev/);
    assert.match(dockerfile, /^USER node$/m);
    assert.match(dockerfile, /runtime-files\.sh "\$\{APP\}"/);
  });

  it('starts every app with the Node flags npm start and the tests start it with', () => {
    const entrypoint = dockerfile.match(/^ENTRYPOINT (.*)$/m)?.[1] ?? '';
    const command = `exec node ${NODE_FLAGS.join(' ')} \\"$(cat /app/entry)\\"`;
    assert.ok(entrypoint.includes(command), `${entrypoint} runs ${command}`);
  });

  const apps = ['gateway', ...readdirSync(join(root, 'services'))];
  for (const app of apps) {
    it(`gives ${app} its compiled code, the shared libraries and production modules, without tests or sources`, async () => {
      const { status, stderr, out, workspace } = runtimeFiles(app);
      try {
        assert.equal(status, 0, stderr);
        const entry = readFileSync(join(out, 'entry'), 'utf8').trim();
        assert.ok(existsSync(join(out, entry)), `${entry} is in the image`);
        assert.ok(existsSync(join(out, 'node_modules/.production')));
        const files = filesUnder(out);
        assert.deepEqual(
          files.filter((file) => /\/test\/|\.spec\.js$|(?<!\.d)\.tsx?$/.test(file)),
          [],
        );
        assert.ok(files.includes('libs/service-kit/dist/index.js') && files.includes('libs/contracts/dist/index.js'));
        assert.equal(
          files.some((file) => file.startsWith('web/dist/')),
          app === 'gateway',
          'only the gateway serves the web build',
        );
        if (app === 'gateway') {
          // The shop's renderer runs with nothing installed beside it: its packages are bundled in.
          const { renderPage } = await import(pathToFileURL(join(out, 'web/dist-render/render-page.js')).href);
          const product = {
            id: 'p',
            name: 'Owl',
            description: 'd',
            image: null,
            price: 2499,
            prices: [],
            priceId: null,
            active: true,
            available: null,
          };
          const shell = { indexHtml: readFileSync(join(out, 'web/dist/index.html'), 'utf8'), manifest: {} };
          assert.match((await renderPage('/shop', { products: [product] }, shell)).html, /data-testid="product-card"[\s\S]*Owl/);
          assert.ok(files.includes('web/dist-render/pages.json'), 'the page table is beside the renderer');
        }
        const others = apps.filter((name) => name !== app && name !== 'gateway').map((name) => `services/${name}/`);
        assert.deepEqual(
          files.filter((file) => others.some((prefix) => file.startsWith(prefix))),
          [],
          'no other app is in the image',
        );
      } finally {
        rmSync(workspace, { recursive: true, force: true });
      }
    });
  }

  it('names the apps it knows when asked for one that does not exist', () => {
    const { status, stderr, workspace } = runtimeFiles('ghost');
    rmSync(workspace, { recursive: true, force: true });
    assert.notEqual(status, 0);
    assert.match(stderr, /There is no app named 'ghost'.*use gateway or a folder of services\//);
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
