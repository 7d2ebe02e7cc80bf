import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { FixedAnswer } from './fixed-answer.js';

/** The answer a GET of the route has in hand now, or undefined when its handler must work it out. */
export type HeldAnswer = (request: FastifyRequest) => FixedAnswer | undefined;

/**
 * Routes whose GET often has its answer laid out in memory (the pages the gateway renders): the
 * route sends the answer in hand, through the router and every hook as any answer, or, with none
 * in hand, runs its own handler.
 */
export class HeldAnswers {
  private readonly held = new Map<string, HeldAnswer>();
  private readonly declared = new Set<string>();

  /** Holds the answers of `GET path`; the route itself is declared as usual, by Nest or by Fastify. */
  hold(path: string, answer: HeldAnswer): void {
    if (this.declared.has(path)) throw new Error(`GET ${path} was declared before its answers were held`);
    this.held.set(path, answer);
  }

  /** Call before any route is declared: a route is given its held answers as Fastify declares it. */
  applyTo(instance: FastifyInstance): void {
    instance.addHook('onRoute', (route) => {
      if (route.method !== 'GET') return;
      this.declared.add(route.url);
      const held = this.held.get(route.url);
      if (held) route.handler = answerInHand(held, route.handler);
    });
  }
}

function answerInHand(held: HeldAnswer, handler: RouteHandlerMethod): RouteHandlerMethod {
  return function (this: FastifyInstance, request, reply) {
    const answer = held(request);
    return answer === undefined ? handler.call(this, request, reply) : answer.send(reply);
  };
}
