import { Redis } from 'ioredis';

async function withRedis(url, work) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    return await work(redis);
  } finally {
    redis.disconnect();
  }
}

/** Every BullMQ Job Scheduler in Redis under the prefix: its queue and id. */
export function jobSchedulesIn(url, prefix) {
  return withRedis(url, async (redis) => {
    const keys = await redis.keys(`${prefix}bull:*:repeat`);
    const schedules = [];
    for (const key of keys) {
      const queue = key.slice(`${prefix}bull:`.length, -':repeat'.length);
      for (const id of await redis.zrange(key, 0, -1)) schedules.push({ queue, id });
    }
    return schedules.sort((a, b) => a.queue.localeCompare(b.queue));
  });
}

/** Has a job of this schedule completed since `since` (ms)? Its jobs' ids start with `repeat:<id>:`. */
const completedSince = (redis, prefix, { queue, id }, since) =>
  redis
    .zrangebyscore(`${prefix}bull:${queue}:completed`, since, '+inf')
    .then((ids) => ids.some((job) => job.startsWith(`repeat:${id}:`)))
    .catch(() => false);

/**
 * Waits, up to `limitMs`, until each schedule has run again since `since`: one row per schedule
 * with the seconds it took, or `never` when it did not run within the limit.
 */
export function schedulesRunAgain(url, prefix, schedules, since, limitMs) {
  return withRedis(url, async (redis) => {
    const ranAt = new Map();
    while (ranAt.size < schedules.length && Date.now() < since + limitMs) {
      for (const schedule of schedules) {
        const key = `${schedule.queue} ${schedule.id}`;
        if (!ranAt.has(key) && (await completedSince(redis, prefix, schedule, since))) ranAt.set(key, Date.now());
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return schedules.map(({ queue, id }) => {
      const at = ranAt.get(`${queue} ${id}`);
      return { schedule: `${queue} (${id})`, 'ran again in s': at === undefined ? 'never' : ((at - since) / 1000).toFixed(1) };
    });
  });
}
