import type { FastifyInstance } from 'fastify';

const SLASH = 47;

/**
 * Answers 404 to a request whose target is not a path: the router would serve `GET *api/users/me`
 * as `GET /api/users/me` and `OPTIONS *` as `OPTIONS /`.
 */
export function pathTargetsOnly(instance: FastifyInstance): void {
  instance.addHook('onRequest', (request, reply, done) => {
    if (request.url.charCodeAt(0) === SLASH || request.is404) done();
    else reply.callNotFound();
  });
}
