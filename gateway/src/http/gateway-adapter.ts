import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EveryRequest } from './every-request.js';

/**
 * Nest's Fastify adapter on a server built by the gateway (without middie: Nest middleware does not
 * run). Its not-found handler gets what every request gets, through the one hook Fastify takes there.
 */
export class GatewayAdapter extends FastifyAdapter {
  constructor(
    instance: FastifyInstance,
    private readonly everyRequest: EveryRequest,
  ) {
    super(Object.assign(instance, { skipMiddie: true }));
  }

  override setNotFoundHandler(handler: Parameters<FastifyAdapter['setNotFoundHandler']>[0]) {
    const notFound = handler as (request: FastifyRequest, reply: FastifyReply) => void;
    return this.getInstance().setNotFoundHandler({ preHandler: this.everyRequest.onNotFound }, notFound);
  }
}
