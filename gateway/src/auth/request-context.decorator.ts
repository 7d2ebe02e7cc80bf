import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor, RequestContext } from '@storystump/contracts';
import type { FastifyRequest } from 'fastify';

export type AuthenticatedRequest = FastifyRequest & { actor?: Actor };

/** The request context every service call carries: the request id and who is asking. */
export const Ctx = createParamDecorator((_data: unknown, context: ExecutionContext): RequestContext => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  return { requestId: request.id, ...(request.actor ? { actor: request.actor } : {}) };
});
