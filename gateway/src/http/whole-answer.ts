import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes each answer whole, its standard headers included (see WholeAnswer). */
    writesWholeAnswers?: boolean;
  }
}

/**
 * The options of a route whose handler writes each answer whole (see WholeAnswer): the standard
 * headers hook leaves it be, as its answers carry them already.
 */
export const WRITES_WHOLE_ANSWERS: RouteShorthandOptions = { config: { writesWholeAnswers: true } };

/** Whether the request's route writes its answers whole (the standard headers hook asks). */
export const writesWholeAnswers = (request: FastifyRequest): boolean => request.routeOptions.config?.writesWholeAnswers === true;

/**
 * An answer that is the same each time but for the request's id: its status and headers (the
 * standard ones included) are laid out once, and it is written straight to the socket. Fastify's
 * onResponse hooks (metrics, request logs) still run for it.
 */
export class WholeAnswer {
  private readonly head: string[];

  constructor(
    readonly status: number,
    headers: Readonly<Record<string, string>>,
    private readonly body?: Buffer,
  ) {
    const length = body ? { 'content-length': String(body.length) } : {};
    this.head = Object.entries({ ...headers, ...length }).flat();
  }

  write(request: FastifyRequest, reply: FastifyReply): void {
    reply.hijack();
    // Flat pairs go to the socket as they are: no header map is built on the way.
    reply.raw.writeHead(this.status, [...this.head, 'x-request-id', request.id]);
    reply.raw.end(request.method === 'HEAD' ? undefined : this.body);
  }
}
