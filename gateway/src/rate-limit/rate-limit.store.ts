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

type WithHit = Redis & { rateLimitHit(key: string, windowMs: number): Promise<[number, number]> };

/** Fixed-window counters in Redis, so limits hold across every copy of the gateway. */
export class RateLimitStore {
  private readonly redis: WithHit;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    // Sent by its hash (EVALSHA), not as the whole script on every request.
    redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT });
    this.redis = redis as WithHit;
  }

  async hit(rule: string, key: string, windowMs: number): Promise<RateLimitHit> {
    const [hits, pttl] = await this.redis.rateLimitHit(`${this.prefix}rate-limit:${rule}:${key}`, windowMs);
    return { hits, secondsLeft: Math.max(1, Math.ceil(pttl / 1000)) };
  }
}
