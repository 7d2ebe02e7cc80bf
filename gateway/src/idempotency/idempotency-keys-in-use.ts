import type { Idempotency } from '@storystump/contracts';
import type { Redis } from 'ioredis';

/**
 * Which request each scoped Idempotency-Key was first used with, for the replay window, where
 * every gateway copy sees it: each service refuses a key reused on its own routes, and this
 * refuses one reused with a request to another service. While Redis cannot be reached, the
 * services' own check is all there is.
 */
export class IdempotencyKeysInUse {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly windowMs: number,
  ) {}

  /** False when the key was first used with another request; else the key is this request's from now on. */
  async fits(idempotency: Idempotency): Promise<boolean> {
    const name = `${this.prefix}idempotency-key:${idempotency.key}`;
    try {
      const claimed = await this.redis.set(name, idempotency.requestHash, 'PX', this.windowMs, 'NX');
      if (claimed === 'OK') return true;
      const first = await this.redis.get(name);
      return first === null || first === idempotency.requestHash;
    } catch {
      // Redis out of reach, which RedisConnections says once.
      return true;
    }
  }
}
