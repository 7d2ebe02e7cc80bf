import { servedByGateway, type NamedRoute, type PublicReadName } from '@storystump/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toHttpError } from '../errors/to-http-error.js';
import { RETRY_AFTER_SECONDS } from '../errors/unavailable.js';
import { LIVENESS } from '../health/liveness.js';
import { WholeAnswer, WRITES_WHOLE_ANSWERS } from '../http/whole-answer.js';
import { copyHeaders, JSON_TYPE, type Copy, type PublicReads } from '../public-reads/public-reads.js';

/** The answers the gateway holds for its constant routes, by route name. */
const CONSTANTS: Readonly<Record<string, unknown>> = { operations_live: LIVENESS };

/** The routes the table has the gateway answer itself (see servedByGateway). */
export const gatewayServedRoutes = (routes: readonly NamedRoute[]) => routes.filter(servedByGateway);

/**
 * Mounts the routes the gateway answers from its copy or always alike as plain Fastify routes:
 * public, with no input and, while the copy is in hand, no service asked, they need none of Nest's
 * guards, pipes and interceptors, which would cost more than the answer. Each answer is laid out
 * once with the API's standard headers and written whole; Fastify's metrics and request logs run
 * for it as for every route, and a HEAD or a query string is answered alike.
 */
export function mountGatewayServedRoutes(
  instance: FastifyInstance,
  routes: readonly NamedRoute[],
  reads: PublicReads,
  apiHeaders: Readonly<Record<string, string>>,
): void {
  for (const route of gatewayServedRoutes(routes)) {
    const url = `/api/${route.path}`;
    const cache = route.cache!;
    if ('publicRead' in cache) {
      instance.get(url, WRITES_WHOLE_ANSWERS, copiedListRoute(cache.publicRead, reads, apiHeaders));
    } else {
      if (!(route.name in CONSTANTS)) throw new Error(`The gateway holds no constant answer for ${route.name}`);
      const answer = new WholeAnswer(
        200,
        { ...apiHeaders, 'content-type': JSON_TYPE },
        Buffer.from(JSON.stringify(CONSTANTS[route.name])),
      );
      instance.get(url, WRITES_WHOLE_ANSWERS, (request, reply) => answer.write(request, reply));
    }
  }
}

/** A public list from the gateway's copy (304 to a browser that has it); without a copy, asked of its service. */
function copiedListRoute(name: PublicReadName, reads: PublicReads, apiHeaders: Readonly<Record<string, string>>) {
  const laidOut = new WeakMap<Copy, { list: WholeAnswer; notModified: WholeAnswer }>();
  const answersFor = (copy: Copy) => {
    let answers = laidOut.get(copy);
    if (!answers) {
      const own = { ...apiHeaders, ...copyHeaders(copy) };
      answers = {
        list: new WholeAnswer(200, { ...own, 'content-type': JSON_TYPE }, Buffer.from(copy.body)),
        notModified: new WholeAnswer(304, own),
      };
      laidOut.set(copy, answers);
    }
    return answers;
  };
  const answer = (request: FastifyRequest, reply: FastifyReply, copy: Copy) => {
    const answers = answersFor(copy);
    (request.headers['if-none-match'] === copy.etag ? answers.notModified : answers.list).write(request, reply);
  };
  return (request: FastifyRequest, reply: FastifyReply) => {
    const copy = reads.inHand(name);
    if (copy) return answer(request, reply, copy);
    return reads.copy(name).then(
      (filled) => answer(request, reply, filled),
      (error: unknown) => {
        // As every route refuses: the API's shape, and when to try again if the service is away.
        const { status, body } = toHttpError(error);
        const retry: Record<string, string> = status === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {};
        const refusal = new WholeAnswer(
          status,
          { ...apiHeaders, ...retry, 'content-type': JSON_TYPE },
          Buffer.from(JSON.stringify(body)),
        );
        refusal.write(request, reply);
      },
    );
  };
}
