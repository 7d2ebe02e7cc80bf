import type { FastifyInstance, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import type { EveryRequest } from './every-request.js';
import type { FixedAnswer } from './fixed-answer.js';

/** The answer a GET of the route has in hand now, or undefined when its handler must work it out. */
export type HeldAnswer = (request: FastifyRequest) => FixedAnswer | undefined;

type Hooks = RouteOptions['onRequest'];

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * The routes whose GET is often answered from memory (the page at `/`, the liveness probe, the
 * public lists while their copy is in hand), and the one place that gives every route of the
 * server what every request gets. Both happen as Fastify declares a route (its `onRoute` hook):
 * an ordinary route gets `EveryRequest`'s hooks; a held one gets none, and its handler writes the
 * answer in hand with the standard headers already laid out in it and reports it, or, with none in
 * hand, does the hooks' work inline and runs the route's own handler. A hook that a developer adds
 * to the whole server still runs on every route, held ones included, as Fastify documents.
 */
export class HeldAnswers {
  private readonly held = new Map<string, HeldAnswer>();
  private readonly declared = new Set<string>();

  constructor(private readonly everyRequest: EveryRequest) {}

  /** Holds the answers of `GET path`; the route itself is declared as usual, by Nest or by Fastify. */
  hold(path: string, answer: HeldAnswer): void {
    if (this.declared.has(path)) throw new Error(`GET ${path} was declared before its answers were held`);
    this.held.set(path, answer);
  }

  /** Call once, first thing: only routes declared after it get their hooks. */
  applyTo(instance: FastifyInstance): void {
    instance.addHook('onRoute', (route) => {
      const held = route.method === 'GET' ? this.held.get(route.url) : undefined;
      if (route.method === 'GET') this.declared.add(route.url);
      if (held) {
        route.handler = this.heldHandler(route.url, held, route.handler);
        return;
      }
      route.onRequest = [this.everyRequest.onRequest, ...asList(route.onRequest as Hooks)] as Hooks;
      route.onResponse = [...asList(route.onResponse), this.everyRequest.onResponse];
    });
  }

  private heldHandler(route: string, held: HeldAnswer, handler: RouteHandlerMethod): RouteHandlerMethod {
    const every = this.everyRequest;
    return function (this: FastifyInstance, request, reply) {
      if (!every.isPathTarget(request)) return reply.callNotFound();
      const started = performance.now();
      const answer = held(request);
      if (answer === undefined) {
        every.start(request, reply);
        every.reportWhenSent(request, reply, route);
        return handler.call(this, request, reply);
      }
      void reply.hijack();
      answer.write(reply.raw, request.id);
      every.answered('GET', route, answer.status, performance.now() - started, request.id);
      return undefined;
    };
  }
}
