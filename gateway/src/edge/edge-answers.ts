import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/**
 * Writes one whole answer (status, headers with the request's id, body) and returns its status; or
 * writes nothing and returns undefined when it has no answer in hand, and the router answers.
 */
export type EdgeAnswer = (request: IncomingMessage, response: ServerResponse, requestId: string) => number | undefined;

/** Told of every request an edge answer served, as Fastify's `onResponse` hook is of the others. */
export type AnsweredListener = (method: string, route: string, status: number, milliseconds: number, requestId: string) => void;

interface Entry {
  route: string;
  answer: EdgeAnswer;
}

/**
 * Answers the gateway holds in memory, given before Fastify's router: the app's page at `/`, the
 * liveness probe and the public lists it keeps copies of. They are a GET of one exact target each,
 * answered the same way to everyone, with no guard, no body and no service asked; yet through the
 * framework each one paid its router, request and reply objects, hook runner and, for API routes,
 * Nest's guards and pipes: together more than the answer itself. Any other request, the same paths
 * with a query or by HEAD included, goes to Fastify, whose routes answer alike.
 */
export class EdgeAnswers {
  private readonly entries = new Map<string, Entry>();
  private answered: AnsweredListener = () => undefined;

  /** `target` exactly as the request line has it; `route` is the name metrics give it. */
  answer(target: string, route: string, answer: EdgeAnswer): void {
    this.entries.set(target, { route, answer });
  }

  onAnswered(listener: AnsweredListener): void {
    this.answered = listener;
  }

  /** Fastify's `serverFactory`: the HTTP server Fastify would build, edge answers first. */
  readonly serverFactory = (handler: RequestListener, options: FastifyServerOptions): Server => {
    const server = createServer((request, response) => {
      const entry = request.method === 'GET' ? this.entries.get(request.url ?? '') : undefined;
      if (entry === undefined) return handler(request, response);
      const started = performance.now();
      const requestId = randomUUID();
      let status: number | undefined;
      try {
        status = entry.answer(request, response, requestId);
      } catch {
        // An answer that fails before writing leaves the request to the router, which reports errors as it always does.
        if (!response.headersSent) return handler(request, response);
        return response.destroy();
      }
      if (status === undefined) return handler(request, response);
      this.answered('GET', entry.route, status, performance.now() - started, requestId);
    });
    // What Fastify sets on a server of its own making.
    server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/** An answer that is the same each time but for the request's id: its head is laid out once. */
export class FixedAnswer {
  private readonly head: string[];

  constructor(
    readonly status: number,
    headers: Record<string, string>,
    private readonly body?: Buffer,
  ) {
    const length = body ? { 'content-length': String(body.length) } : {};
    this.head = Object.entries({ ...headers, ...length }).flat();
  }

  write(response: ServerResponse, requestId: string): number {
    // Flat pairs go to the socket as they are: no header map is built on the way.
    response.writeHead(this.status, [...this.head, 'x-request-id', requestId]);
    response.end(this.body);
    return this.status;
  }
}
