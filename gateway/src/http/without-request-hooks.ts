import type { FastifyInstance } from 'fastify';

const PER_REQUEST_HOOKS = new Set(['onRequest', 'onResponse']);

/**
 * Runs `build` with the Fastify instance refusing the request and response hooks it would add.
 *
 * Every such hook runs on every request of every route, page and probe alike. Nest's adapter adds
 * seven for features the gateway never turns on (CORS, CSRF, custom versioning, Nest middleware's
 * lifecycle hooks, a 503 while closing), and @fastify/multipart two async ones that clean up files
 * saved by `saveRequestFiles`, which the gateway never calls (uploads stream to files of its own).
 * Together they were a fifth of the gateway's CPU per liveness request. Hooks of other kinds, routes,
 * parsers and decorators pass through as usual.
 */
export async function withoutRequestHooks<T>(instance: FastifyInstance, build: () => T | Promise<T>): Promise<T> {
  const addHook = instance.addHook;
  instance.addHook = function (this: FastifyInstance, name: string, ...rest: unknown[]) {
    return PER_REQUEST_HOOKS.has(name) ? this : (addHook as (...args: unknown[]) => FastifyInstance).call(this, name, ...rest);
  } as FastifyInstance['addHook'];
  try {
    return await build();
  } finally {
    instance.addHook = addHook;
  }
}
