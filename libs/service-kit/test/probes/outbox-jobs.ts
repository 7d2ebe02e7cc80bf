import { Module } from '@nestjs/common';
import { DatabaseModule, EventsModule, JobsModule, type ServiceDatabase } from '@storystump/service-kit';
import { ProbeProcessor } from './worker.js';

export const outboxJobsDatabase: ServiceDatabase = { schema: 'outboxjobs', entities: [], migrations: [] };

/** A service that writes jobs through the outbox, and works them with the worker probe's processor. */
@Module({
  imports: [DatabaseModule.forService(outboxJobsDatabase), EventsModule, JobsModule],
  providers: [ProbeProcessor],
})
export class OutboxJobsProbeModule {}
