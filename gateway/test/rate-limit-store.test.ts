import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startSystem, type RunningSystem } from '@storystump/testing';
import { Redis } from 'ioredis';
import { RateLimitStore } from '../src/rate-limit/rate-limit.store.js';

let system: RunningSystem;
let redis: Redis;
let roundTrips = 0;
let counting = false;

/** The store on the run's real Redis, with its trips to Redis counted. */
function countedStore(): RateLimitStore {
  const store = new RateLimitStore(redis, `test-${randomUUID()}:`);
  if (counting) return store;
  counting = true;
  const command = redis as unknown as { rateLimitHit: (...args: unknown[]) => Promise<unknown> };
  const send = command.rateLimitHit.bind(redis);
  command.rateLimitHit = (...args) => {
    roundTrips += 1;
    return send(...args);
  };
  return store;
}

before(async () => {
  system = await startSystem();
  redis = new Redis(system.settings.REDIS_URL!);
});
after(async () => {
  redis?.disconnect();
  await system?.stop();
});

describe('rate limit counters', () => {
  it('counts a burst on one counter in one trip to Redis, each caller told its own count', async () => {
    const store = countedStore();
    roundTrips = 0;
    const hits = await Promise.all(Array.from({ length: 10 }, () => store.hit('track', '192.0.2.1', 60_000)));
    assert.deepEqual(
      hits.map((hit) => hit.hits),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
    assert.ok(hits.every((hit) => hit.secondsLeft === 60));
    assert.equal(roundTrips, 1);
    const more = await Promise.all([store.hit('track', '192.0.2.1', 60_000), store.hit('track', '192.0.2.2', 60_000)]);
    assert.deepEqual(
      more.map((hit) => hit.hits),
      [11, 1],
      'the same counter goes on; another address has its own',
    );
    assert.equal(roundTrips, 3);
  });

  it('starts counting again once the window is over', async () => {
    const store = countedStore();
    assert.equal((await store.hit('login', 'reader@example.test', 300)).hits, 1);
    assert.equal((await store.hit('login', 'reader@example.test', 300)).hits, 2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.equal((await store.hit('login', 'reader@example.test', 300)).hits, 1);
  });

  it("counts in the process's memory while Redis cannot be reached, each caller told its own count", async () => {
    const unreachable = new Redis({ port: 1, maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: true });
    try {
      const store = new RateLimitStore(unreachable, 'test:');
      const burst = await Promise.all([store.hit('track', 'a', 60_000), store.hit('track', 'a', 60_000)]);
      assert.deepEqual(
        burst.map((hit) => hit.hits),
        [1, 2],
      );
      assert.equal((await store.hit('track', 'a', 60_000)).hits, 3);
      assert.equal((await store.hit('track', 'b', 60_000)).hits, 1, 'each counter its own');
      assert.ok((await store.hit('track', 'a', 60_000)).secondsLeft > 50);
    } finally {
      unreachable.disconnect();
    }
  });
});
