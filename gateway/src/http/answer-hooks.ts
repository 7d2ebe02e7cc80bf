import type { FastifyInstance } from 'fastify';
import { NOT_STORED } from '../security/security-headers.js';

/** Told of every answer the gateway gives: for its metrics and request log. */
export type AnsweredListener = (method: string, route: string, status: number, milliseconds: number, requestId: string) => void;

/**
 * What every answer gets, whatever route gives it, as hooks of the whole server: its request's id,
 * `no-store` under /api (a route may still say otherwise), and a report once it is sent. Add
 * before Nest's adapter, so that a request it sends to the not-found handler has them too.
 * Nothing is answered before the metrics it reports to exist (see the listener given later).
 */
export function addAnswerHooks(instance: FastifyInstance): { reportTo: (listener: AnsweredListener) => void } {
  let answered: AnsweredListener = () => undefined;
  instance.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api')) void reply.headers(NOT_STORED);
    done();
  });
  instance.addHook('onResponse', (request, reply, done) => {
    answered(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime, request.id);
    done();
  });
  return { reportTo: (listener) => (answered = listener) };
}
