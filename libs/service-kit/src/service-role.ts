import type { Settings } from './settings.js';

/**
 * What one process of a service does. `all` (the default) answers requests and runs the
 * service's background work; ops may scale the two apart by running copies of the same image
 * with `--role=api` and `--role=worker`. `migrate` brings the service's schema up to date and
 * exits, before the others start (a compose one-off, a Kubernetes Job).
 */
export type ServiceRole = 'all' | 'api' | 'worker' | 'migrate';

export const SERVICE_ROLE = Symbol('SERVICE_ROLE');

const ROLES: readonly ServiceRole[] = ['all', 'api', 'worker', 'migrate'];

/** `--role=<role>` on the command line wins over the `SERVICE_ROLE` setting. */
export function readServiceRole(settings: Settings, argv: readonly string[] = process.argv): ServiceRole {
  const flag = argv.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
  const role = flag ?? settings.SERVICE_ROLE ?? 'all';
  if (!ROLES.includes(role as ServiceRole)) {
    throw new Error(`The role must be one of ${ROLES.join(', ')}, got "${role}"`);
  }
  return role as ServiceRole;
}

export const runsWorkers = (role: ServiceRole) => role === 'all' || role === 'worker';
export const answersRequests = (role: ServiceRole) => role === 'all' || role === 'api';
