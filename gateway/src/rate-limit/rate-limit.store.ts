import type { Redis } from 'ioredis';

// One atomic step: count the hit, start the window on the first, report what is left of it.
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }
`;

export interface RateLimitHit {
  hits: number;
  /** Seconds until the window ends and the count starts again. */
  secondsLeft: number;
}

/** Fixed-window counters in Redis, so limits hold across every copy of the gateway. */
export class RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(rule: string, key: string, windowMs: number): Promise<RateLimitHit> {
    const [hits, pttl] = (await this.redis.eval(HIT, 1, `${this.prefix}rate-limit:${rule}:${key}`, windowMs)) as [number, number];
    return { hits, secondsLeft: Math.max(1, Math.ceil(pttl / 1000)) };
  }
}
