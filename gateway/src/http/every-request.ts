import type { FastifyReply, FastifyRequest, onRequestHookHandler, onResponseHookHandler } from 'fastify';

type HeaderSet = Readonly<Record<string, string>>;

/** Told of every answer the gateway gives: for its metrics and request log. */
export type AnsweredListener = (method: string, route: string, status: number, milliseconds: number, requestId: string) => void;

const SLASH = 47;

/**
 * What every request gets, whatever route answers it: the standard headers and its id before any
 * work, a 404 when its target is not a path, and a report of its answer once sent. Given to each
 * route as it is declared (see held-answers.ts), not as hooks of the whole server, so that a route
 * with an answer in hand can do the same work inline and skip the hook runners.
 */
export class EveryRequest {
  /** Nothing is answered before the metrics it reports to exist (see `reportTo`). */
  answered: AnsweredListener = () => undefined;

  constructor(private readonly headersFor: (method: string, url: string) => HeaderSet) {}

  reportTo(listener: AnsweredListener): void {
    this.answered = listener;
  }

  /** The router would serve `GET *api/users/me` as `GET /api/users/me` and `OPTIONS *` as `OPTIONS /`. */
  isPathTarget(request: FastifyRequest): boolean {
    return request.url.charCodeAt(0) === SLASH;
  }

  /** Sets the standard headers and the request's id (the route may still replace a header). */
  start(request: FastifyRequest, reply: FastifyReply): void {
    void reply.headers(this.headersFor(request.method, request.url)).header('x-request-id', request.id);
  }

  /** Reports the answer when it has been sent, for a route that has no `onResponse` hook. */
  reportWhenSent(request: FastifyRequest, reply: FastifyReply, route: string): void {
    const started = performance.now();
    reply.raw.once('finish', () =>
      this.answered(request.method, route, reply.statusCode, performance.now() - started, request.id),
    );
  }

  readonly onRequest: onRequestHookHandler = (request, reply, done) => {
    if (!this.isPathTarget(request)) return void reply.callNotFound();
    this.start(request, reply);
    done();
  };

  readonly onResponse: onResponseHookHandler = (request, reply, done) => {
    this.answered(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime, request.id);
    done();
  };

  /** For the not-found handler, whose only hooks are `preValidation` and `preHandler`. */
  readonly onNotFound = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    this.start(request, reply);
    this.reportWhenSent(request, reply, 'unmatched');
    done();
  };
}
