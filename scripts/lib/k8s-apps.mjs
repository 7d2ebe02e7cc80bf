// The Kubernetes objects of every app in the workspace, made from the list of apps, so a new
// service gets its migration Job, Deployments, probes and budgets without anyone writing them.
import { stringify } from 'yaml';
import { serviceFolders } from './service-registry.mjs';

const METRICS_PORT = 9464;
const LABEL = 'app.kubernetes.io/name';
const PART = { 'app.kubernetes.io/part-of': 'storystump' };

/** The apps and the processes each runs: the gateway, and each service's api and worker roles. */
export function deployedProcesses(root) {
  return [
    { name: 'gateway', app: 'gateway', role: 'gateway', replicas: 2 },
    ...serviceFolders(root).flatMap((service) => [
      { name: `${service}-api`, app: service, role: 'api', replicas: 2 },
      { name: `${service}-worker`, app: service, role: 'worker', replicas: 1 },
    ]),
  ];
}

/** Settings every app reads (storystump-config), and the app's own secrets (storystump-<app>). */
const env = (app) => [{ configMapRef: { name: 'storystump-config' } }, { secretRef: { name: `storystump-${app}` } }];

const container = (process, args) => ({
  name: process.app,
  image: `storystump/${process.app}`,
  args,
  env: [{ name: 'NATS_USER', value: process.app }],
  envFrom: env(process.app),
  securityContext: { runAsNonRoot: true, allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } },
});

/** The image's `node` user, never root. */
const POD_SECURITY = { runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000 };

const RESOURCES = {
  gateway: { requests: { cpu: '250m', memory: '256Mi' }, limits: { cpu: '1', memory: '512Mi' } },
  api: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' } },
  worker: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' } },
  migrate: { requests: { cpu: '50m', memory: '128Mi' }, limits: { cpu: '500m', memory: '256Mi' } },
};

const probe = (path, periodSeconds, failureThreshold) => ({
  httpGet: { path, port: 'metrics' },
  periodSeconds,
  timeoutSeconds: 3,
  failureThreshold,
});

function deployment(process) {
  const labels = { [LABEL]: process.name, 'app.kubernetes.io/component': process.role, ...PART };
  const args = process.role === 'gateway' ? [] : [`--role=${process.role}`];
  const ports = [{ name: 'metrics', containerPort: METRICS_PORT }];
  if (process.role === 'gateway') ports.unshift({ name: 'http', containerPort: 3000 });
  const main = {
    ...container(process, args),
    ports,
    resources: RESOURCES[process.role],
    startupProbe: probe('/health/live', 2, 30),
    livenessProbe: probe('/health/live', 10, 3),
    readinessProbe: probe('/health/ready', 5, 2),
  };
  // The same migration the Job runs, under the same lock: with the Job done it finds nothing to
  // do, and a pod never serves on a schema older than its code.
  const initContainers =
    process.role === 'gateway'
      ? undefined
      : [{ ...container(process, ['--role=migrate']), name: 'migrate', resources: RESOURCES.migrate }];
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: process.name, labels },
    spec: {
      replicas: process.replicas,
      selector: { matchLabels: { [LABEL]: process.name } },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: {
          labels,
          annotations: {
            'prometheus.io/scrape': 'true',
            'prometheus.io/port': String(METRICS_PORT),
            'prometheus.io/path': '/metrics',
          },
        },
        spec: {
          terminationGracePeriodSeconds: 30,
          securityContext: { ...POD_SECURITY, fsGroup: 1000 },
          topologySpreadConstraints: ['topology.kubernetes.io/zone', 'kubernetes.io/hostname'].map((topologyKey) => ({
            maxSkew: 1,
            topologyKey,
            whenUnsatisfiable: 'ScheduleAnyway',
            labelSelector: { matchLabels: { [LABEL]: process.name } },
          })),
          initContainers,
          containers: [main],
        },
      },
    },
  };
}

const budget = (process) => ({
  apiVersion: 'policy/v1',
  kind: 'PodDisruptionBudget',
  metadata: { name: process.name, labels: PART },
  spec: { maxUnavailable: 1, selector: { matchLabels: { [LABEL]: process.name } } },
});

const autoscaler = (name, minReplicas, maxReplicas) => ({
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name, labels: PART },
  spec: {
    scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
    minReplicas,
    maxReplicas,
    metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
  },
});

const migrationJob = (service) => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: {
    name: `${service}-migrate`,
    labels: { [LABEL]: `${service}-migrate`, 'app.kubernetes.io/component': 'migrate', ...PART },
    // Run before the Deployments roll, by Argo CD or Helm (plain kubectl: see the README).
    annotations: {
      'argocd.argoproj.io/hook': 'PreSync',
      'argocd.argoproj.io/hook-delete-policy': 'BeforeHookCreation',
      'helm.sh/hook': 'pre-install,pre-upgrade',
    },
  },
  spec: {
    backoffLimit: 5,
    ttlSecondsAfterFinished: 3600,
    template: {
      metadata: { labels: { [LABEL]: `${service}-migrate`, ...PART } },
      spec: {
        restartPolicy: 'OnFailure',
        securityContext: POD_SECURITY,
        containers: [{ ...container({ app: service }, ['--role=migrate']), resources: RESOURCES.migrate }],
      },
    },
  },
});

const gatewayService = {
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name: 'gateway', labels: PART },
  spec: { selector: { [LABEL]: 'gateway' }, ports: [{ name: 'http', port: 80, targetPort: 'http' }] },
};

const gatewayIngress = {
  apiVersion: 'networking.k8s.io/v1',
  kind: 'Ingress',
  metadata: { name: 'gateway', labels: PART },
  spec: {
    rules: [
      {
        host: 'storystump.example',
        http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: 'gateway', port: { name: 'http' } } } }] },
      },
    ],
  },
};

/** Every object of deploy/k8s/base/apps.yaml, in order. */
export function appObjects(root) {
  const processes = deployedProcesses(root);
  return [
    ...serviceFolders(root).map(migrationJob),
    ...processes.map(deployment),
    ...processes.map(budget),
    autoscaler('gateway', 2, 10),
    autoscaler('analytics-worker', 1, 6),
    gatewayService,
    gatewayIngress,
  ];
}

const HEADER = '# Made by `npm run generate` from the apps in the workspace (scripts/lib/k8s-apps.mjs): do not edit.\n';

export const appsYaml = (root) =>
  HEADER +
  appObjects(root)
    .map((object) => stringify(object, { lineWidth: 0 }))
    .join('---\n');
