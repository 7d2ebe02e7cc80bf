import { Module } from '@nestjs/common';
import { RedisConnections } from '@storystump/service-kit';

/** The gateway's one set of Redis connections, so Redis going and coming back is said once. */
@Module({ providers: [RedisConnections], exports: [RedisConnections] })
export class RedisModule {}
