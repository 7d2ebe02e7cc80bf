import type { FastifyReply } from 'fastify';

/** An answer that is the same each time: its status, its own headers and its body, laid out once. */
export class FixedAnswer {
  constructor(
    readonly status: number,
    readonly headers: Readonly<Record<string, string>>,
    private readonly body?: Buffer,
  ) {}

  send(reply: FastifyReply): FastifyReply {
    return reply.code(this.status).headers(this.headers).send(this.body);
  }
}
