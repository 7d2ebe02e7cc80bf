import { Module } from '@nestjs/common';
import { INFRA_CONFIG, RedisConnections, type InfraConfig } from '@storystump/service-kit';
import { RedisModule } from '../redis/redis.module.js';
import { IdempotencyKeysInUse } from './idempotency-keys-in-use.js';

/** The Idempotency-Keys in use, in Redis, through a connection that fails fast when Redis is down. */
@Module({
  imports: [RedisModule],
  providers: [
    {
      provide: IdempotencyKeysInUse,
      inject: [RedisConnections, INFRA_CONFIG],
      useFactory: (redis: RedisConnections, config: InfraConfig) =>
        new IdempotencyKeysInUse(redis.create('commands'), redis.prefix, config.idempotencyWindowMs),
    },
  ],
  exports: [IdempotencyKeysInUse],
})
export class IdempotencyModule {}
