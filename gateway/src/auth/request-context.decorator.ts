import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor, RequestContext } from '@storystump/contracts';
import type { FastifyRequest } from 'fastify';
import type { DeviceRequest } from '../device/device-key.js';
import { IDEMPOTENCY_HEADER, idempotencyOf, IGNORES_IDEMPOTENCY_KEY } from '../idempotency/idempotency-key.js';

/** A request the AccessGuard let through: who is asking, and with which token. */
export type AuthenticatedRequest = FastifyRequest & { actor?: Actor; token?: string } & Omit<DeviceRequest, keyof FastifyRequest>;

/**
 * The request context every service call carries: the request id, who is asking, and on a POST
 * with an Idempotency-Key header, that key scoped to the route and the caller.
 */
export const Ctx = createParamDecorator((_data: unknown, context: ExecutionContext): RequestContext => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  const header = request.headers[IDEMPOTENCY_HEADER];
  const keyed =
    request.method === 'POST' &&
    typeof header === 'string' &&
    !Reflect.getMetadata(IGNORES_IDEMPOTENCY_KEY, context.getHandler());
  return {
    requestId: request.id,
    ...(request.actor ? { actor: request.actor } : {}),
    ...(request.deviceKeyHash
      ? { device: { keyHash: request.deviceKeyHash, ...(request.deviceIdentity ? { identity: request.deviceIdentity } : {}) } }
      : {}),
    ...(keyed
      ? {
          idempotency: idempotencyOf(
            request.routeOptions.url ?? request.url,
            {
              actorId: request.actor?.id,
              deviceKeyHash: request.deviceKeyHash,
              address: request.ip,
              authorization: request.headers.authorization,
            },
            header,
            request.body,
          ),
        }
      : {}),
  };
});
