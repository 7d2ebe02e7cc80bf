import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobQueues } from './job-queues.js';
import { JobWorkers } from './job-workers.js';
import { RedisConnections } from './redis-connections.js';

/** BullMQ on the installation's Redis: `JobQueues` to enqueue and schedule, `@ProcessesJobs` to work. */
@Module({
  imports: [DiscoveryModule],
  providers: [RedisConnections, JobQueues, JobWorkers],
  exports: [RedisConnections, JobQueues],
})
export class JobsModule {}
