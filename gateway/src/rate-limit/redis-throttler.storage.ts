import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface.js';
import type { Redis } from 'ioredis';

// One atomic step: count the hit, start the window on the first, keep a caught caller out for
// the block duration, and report what is left.
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if hits == tonumber(ARGV[2]) + 1 and tonumber(ARGV[3]) > tonumber(ARGV[1]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
end
return { hits, redis.call('PTTL', KEYS[1]) }
`;

/** Rate-limit counters in Redis, so limits hold across every copy of the gateway. */
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const [hits, pttl] = (await this.redis.eval(
      HIT,
      1,
      `${this.prefix}throttle:${throttlerName}:${key}`,
      ttl,
      limit,
      blockDuration,
    )) as [number, number];
    const secondsLeft = Math.max(1, Math.ceil(pttl / 1000));
    const isBlocked = hits > limit;
    return { totalHits: hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }
}
