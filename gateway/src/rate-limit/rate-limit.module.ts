import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { INFRA_CONFIG, InfraConfigModule, type InfraConfig } from '@storystump/service-kit';
import { Redis } from 'ioredis';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';

const REDIS = Symbol('REDIS');

@Module({
  imports: [InfraConfigModule],
  providers: [
    {
      provide: REDIS,
      inject: [INFRA_CONFIG],
      useFactory: (config: InfraConfig) => new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }),
    },
  ],
  exports: [REDIS],
})
class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit();
  }
}

/** Limits are set per route with @Throttle; this module only says where the counters live. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RedisModule, InfraConfigModule],
      inject: [REDIS, INFRA_CONFIG],
      useFactory: (redis: Redis, config: InfraConfig) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: 1_000_000 }],
        storage: new RedisThrottlerStorage(redis, config.redisPrefix),
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
