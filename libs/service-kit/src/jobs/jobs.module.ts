import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobQueues } from './job-queues.js';
import { JobWorkers } from './job-workers.js';
import { OutboxJobRelay } from './outbox-job-relay.js';
import { RedisConnections } from './redis-connections.js';

/**
 * BullMQ on the installation's Redis: `JobQueues` to enqueue and schedule, `@ProcessesJobs` to work,
 * and the relay of the jobs a change enqueues through the outbox.
 */
@Module({
  imports: [DiscoveryModule],
  providers: [RedisConnections, JobQueues, JobWorkers, OutboxJobRelay],
  exports: [RedisConnections, JobQueues, OutboxJobRelay],
})
export class JobsModule {}
