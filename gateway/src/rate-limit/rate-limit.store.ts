import type { Redis } from 'ioredis';

// One atomic step: count the hits, start the window with the first, report what is left of it.
const HIT = `
local hits = redis.call('INCRBY', KEYS[1], ARGV[2])
if hits == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }
`;

export interface RateLimitHit {
  hits: number;
  /** Seconds until the window ends and the count starts again. */
  secondsLeft: number;
}

type WithHit = Redis & { rateLimitHit(key: string, windowMs: number, count: number): Promise<[number, number]> };

interface Waiting {
  windowMs: number;
  callers: Array<{ counted: (hit: RateLimitHit) => void; failed: (error: unknown) => void }>;
}

/**
 * Fixed-window counters in Redis, so limits hold across every copy of the gateway. The hits on one
 * counter within one turn of the event loop go to Redis as one increment (a burst of page views
 * from one address is one round trip, not one each), and each caller is told its own count, as
 * if they had been counted one after another.
 */
export class RateLimitStore {
  private readonly redis: WithHit;
  private waiting = new Map<string, Waiting>();

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    // Sent by its hash (EVALSHA), not as the whole script on every request.
    redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT });
    this.redis = redis as WithHit;
  }

  hit(rule: string, key: string, windowMs: number): Promise<RateLimitHit> {
    const counter = `${this.prefix}rate-limit:${rule}:${key}`;
    if (!this.waiting.size) setImmediate(() => this.send());
    let waiting = this.waiting.get(counter);
    if (!waiting) {
      waiting = { windowMs, callers: [] };
      this.waiting.set(counter, waiting);
    }
    const { callers } = waiting;
    return new Promise((counted, failed) => callers.push({ counted, failed }));
  }

  private send(): void {
    const batch = this.waiting;
    this.waiting = new Map();
    for (const [counter, { windowMs, callers }] of batch) {
      this.redis.rateLimitHit(counter, windowMs, callers.length).then(
        ([hits, pttl]) => {
          const secondsLeft = Math.max(1, Math.ceil(pttl / 1000));
          callers.forEach(({ counted }, i) => counted({ hits: hits - (callers.length - 1 - i), secondsLeft }));
        },
        (error: unknown) => callers.forEach(({ failed }) => failed(error)),
      );
    }
  }
}
