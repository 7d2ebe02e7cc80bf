import { natsAuthorizationConfig } from '@storystump/contracts';
import { appsYaml } from './k8s-apps.mjs';
import { serviceFolders } from './service-registry.mjs';

const HEADER = '# Made by `npm run generate` from libs/contracts/src/nats-permissions.ts: do not edit.\n';

/** Each generated deployment file's path and text. */
export function deployFiles(root) {
  const auth = HEADER + natsAuthorizationConfig(serviceFolders(root));
  return {
    'deploy/nats/auth.conf': auth,
    'deploy/k8s/base/nats/auth.conf': auth,
    'deploy/k8s/base/apps.yaml': appsYaml(root),
  };
}
