import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { INFRA_CONFIG, type InfraConfig } from '../config.js';

/**
 * What a connection is for. `commands`: quick commands on a request's path (rate limits), which
 * fail fast when Redis is down instead of holding the request, and go out together when issued
 * in the same tick (auto-pipelining). `queues`: BullMQ, whose blocking
 * commands must wait through a Redis restart (BullMQ requires `maxRetriesPerRequest: null`).
 */
export type RedisPurpose = 'commands' | 'queues';

/** The one place Redis connections are made; every connection made is closed at shutdown. */
@Injectable()
export class RedisConnections implements OnApplicationShutdown {
  private readonly open = new Set<Redis>();

  constructor(@Inject(INFRA_CONFIG) private readonly config: InfraConfig) {}

  create(purpose: RedisPurpose): Redis {
    const redis =
      purpose === 'queues'
        ? new Redis(this.config.redisUrl, { maxRetriesPerRequest: null })
        : new Redis(this.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, enableAutoPipelining: true });
    // ioredis reconnects by itself; an error event without a listener would crash the process.
    redis.on('error', () => undefined);
    this.open.add(redis);
    return redis;
  }

  /** Every key of this installation starts with it, so several can share one Redis. */
  get prefix(): string {
    return this.config.redisPrefix;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.open].map((redis) => redis.quit().catch(() => redis.disconnect())));
    this.open.clear();
  }
}
