import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { MAX_CLIENT_ADDRESS_LENGTH, type Actor, type RequestContext } from '@storystump/contracts';
import type { FastifyRequest } from 'fastify';
import type { DeviceRequest } from '../device/device-key.js';
import type { Idempotency } from '@storystump/contracts';

/** A request the AccessGuard let through: who is asking, and with which token. */
export type AuthenticatedRequest = FastifyRequest & { actor?: Actor; token?: string } & Omit<
    DeviceRequest,
    keyof FastifyRequest
  > & {
    /** Its Idempotency-Key as the IdempotencyKeyGuard derived it. */
    idempotency?: Idempotency;
  };

const PASSES_CLIENT_ADDRESS = 'storystump:passes-client-address';
/** The route's service is told the caller's address (for a limit it keeps per address). */
export const PassesClientAddress = () => SetMetadata(PASSES_CLIENT_ADDRESS, true);

/** The caller's address, when the route passes it on and it is one an address can be. */
function clientAddressOf(request: FastifyRequest, context: ExecutionContext): string | undefined {
  if (!Reflect.getMetadata(PASSES_CLIENT_ADDRESS, context.getHandler())) return undefined;
  const address = request.ip;
  return address && address.length <= MAX_CLIENT_ADDRESS_LENGTH ? address : undefined;
}

/**
 * The request context every service call carries: the request id, who is asking, the caller's
 * address where the route passes it on, and on a POST with an Idempotency-Key header, that key
 * scoped to the caller and the request it came with (see IdempotencyKeyGuard).
 */
export const Ctx = createParamDecorator((_data: unknown, context: ExecutionContext): RequestContext => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  const clientAddress = clientAddressOf(request, context);
  return {
    requestId: request.id,
    ...(request.actor ? { actor: request.actor } : {}),
    ...(clientAddress ? { clientAddress } : {}),
    ...(request.deviceKeyHash
      ? { device: { keyHash: request.deviceKeyHash, ...(request.deviceIdentity ? { identity: request.deviceIdentity } : {}) } }
      : {}),
    ...(request.idempotency ? { idempotency: request.idempotency } : {}),
  };
});
