import { API_KEY_PATTERN, type DeviceIdentity } from '@storystump/contracts';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

/** A request from a stump: the sha256 of its key and whom it belongs to, once DeviceSignIns has admitted it. */
export type DeviceRequest = FastifyRequest & { deviceKeyHash?: string; deviceIdentity?: DeviceIdentity };

/** The key in `Authorization: ApiKey <key>`, when the header has that form. */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('ApiKey ')) return undefined;
  const key = header.slice('ApiKey '.length).trim();
  return API_KEY_PATTERN.test(key) ? key : undefined;
}

/** Keys travel and are counted as their sha256 only: the key itself never reaches NATS, Redis or a log. */
export const hashOfKey = (key: string) => createHash('sha256').update(key).digest('hex');
