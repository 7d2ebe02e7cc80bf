import { createHash, randomUUID } from 'node:crypto';
import type { RequestContext } from '@storystump/contracts';

/** Who calls, as the gateway would say it: nobody, an admin, a user, or a stump by its key. */
export const anon = (): RequestContext => ({ requestId: randomUUID() });
export const admin = (): RequestContext => ({ requestId: randomUUID(), actor: { id: randomUUID(), role: 'admin' } });
export const as = (id: string): RequestContext => ({ requestId: randomUUID(), actor: { id } });
export const stump = (key: string): RequestContext => ({
  requestId: randomUUID(),
  device: { keyHash: createHash('sha256').update(key).digest('hex') },
});
export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
