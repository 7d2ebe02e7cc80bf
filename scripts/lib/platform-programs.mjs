import { join } from 'node:path';
import { NODE_FLAGS, SERVICE_NAMES } from '../../libs/contracts/dist/index.js';

/** The platform's processes as `npm start` runs them (for supervise): every service, then the gateway, under Node with NODE_FLAGS. */
export function platformPrograms(root, env) {
  return [
    ...SERVICE_NAMES.map((name) => ({
      name,
      entry: join(root, `services/${name}/dist/src/main.js`),
      nodeFlags: NODE_FLAGS,
      env,
    })),
    { name: 'gateway', entry: join(root, 'gateway/dist/src/main.js'), nodeFlags: NODE_FLAGS, env },
  ];
}
