import { MicroBatch } from '@storystump/service-kit';
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

interface Hit {
  counter: string;
  windowMs: number;
}

/**
 * Fixed-window counters in Redis, so limits hold across every copy of the gateway. The hits of one
 * turn of the event loop go to Redis together (see MicroBatch), one increment a counter (a burst
 * of page views from one address is one round trip, not one each), and each caller is told its
 * own count, as if they had been counted one after another. While Redis cannot be reached, each
 * gateway copy counts in its own memory instead: the limits hold per copy, and nothing that is
 * limited stops working.
 */
export class RateLimitStore {
  private readonly redis: WithHit;
  private readonly hits = new MicroBatch<Hit, RateLimitHit>(
    (hits) => this.count(hits).catch(() => hits.map((hit) => this.local.hit(hit.counter, hit.windowMs))),
    { maxSize: 1000 },
  );
  private readonly local = new LocalCounters();

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    // Sent by its hash (EVALSHA), not as the whole script on every request.
    redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT });
    this.redis = redis as WithHit;
  }

  hit(rule: string, key: string, windowMs: number): Promise<RateLimitHit> {
    return this.hits.add({ counter: this.counterOf(rule, key), windowMs });
  }

  /** The count so far in the current window, without adding to it (0 when no window is open). */
  async peek(rule: string, key: string): Promise<number> {
    const counter = this.counterOf(rule, key);
    try {
      return Number((await this.redis.get(counter)) ?? 0);
    } catch {
      return this.local.peek(counter);
    }
  }

  private counterOf(rule: string, key: string): string {
    return `${this.prefix}rate-limit:${rule}:${key}`;
  }

  private async count(hits: Hit[]): Promise<RateLimitHit[]> {
    const byCounter = new Map<string, number[]>();
    hits.forEach(({ counter }, i) => {
      const positions = byCounter.get(counter);
      if (positions) positions.push(i);
      else byCounter.set(counter, [i]);
    });
    const counted: RateLimitHit[] = [];
    await Promise.all(
      [...byCounter].map(async ([counter, positions]) => {
        const [total, pttl] = await this.redis.rateLimitHit(counter, hits[positions[0]!]!.windowMs, positions.length);
        const secondsLeft = Math.max(1, Math.ceil(pttl / 1000));
        positions.forEach((position, i) => (counted[position] = { hits: total - (positions.length - 1 - i), secondsLeft }));
      }),
    );
    return counted;
  }
}

const MAX_LOCAL_COUNTERS = 100_000;

/** Fixed-window counters in this process's memory, for while Redis is out of reach. */
export class LocalCounters {
  private readonly counters = new Map<string, { hits: number; endsAt: number }>();

  hit(counter: string, windowMs: number, now = Date.now()): RateLimitHit {
    let window = this.counters.get(counter);
    if (!window || window.endsAt <= now) {
      if (!window && this.counters.size >= MAX_LOCAL_COUNTERS) this.forgetEnded(now);
      window = { hits: 0, endsAt: now + windowMs };
      this.counters.set(counter, window);
    }
    window.hits++;
    return { hits: window.hits, secondsLeft: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
  }

  peek(counter: string, now = Date.now()): number {
    const window = this.counters.get(counter);
    return window && window.endsAt > now ? window.hits : 0;
  }

  /** Drops the windows that have ended; if none had, the oldest. */
  private forgetEnded(now: number): void {
    for (const [counter, window] of this.counters) if (window.endsAt <= now) this.counters.delete(counter);
    if (this.counters.size >= MAX_LOCAL_COUNTERS) this.counters.delete(this.counters.keys().next().value!);
  }
}
