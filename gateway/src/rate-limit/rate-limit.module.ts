import { Module } from '@nestjs/common';
import { RedisConnections } from '@storystump/service-kit';
import { RedisModule } from '../redis/redis.module.js';
import { RateLimitStore } from './rate-limit.store.js';

/** Where rate-limit counters live: Redis, through a connection that fails fast when Redis is down. */
@Module({
  imports: [RedisModule],
  providers: [
    {
      provide: RateLimitStore,
      inject: [RedisConnections],
      useFactory: (redis: RedisConnections) => new RateLimitStore(redis.create('commands'), redis.prefix),
    },
  ],
  exports: [RateLimitStore],
})
export class RateLimitModule {}
