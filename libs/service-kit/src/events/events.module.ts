import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AuditTrail } from './audit-trail.js';
import { DeadLetters } from './dead-letters.js';
import { EventConsumers } from './event-consumers.js';
import { JetStreamConnection } from './jetstream-connection.js';
import { Outbox } from './outbox.js';
import { OutboxRelay } from './outbox-relay.js';

/** Publishing through the outbox, the consumers declared with `@ConsumesEvent`, and the dead letters of every consumer. Needs the service's database. */
@Module({
  imports: [DiscoveryModule],
  providers: [JetStreamConnection, OutboxRelay, Outbox, EventConsumers, DeadLetters, AuditTrail],
  exports: [Outbox, AuditTrail, EventConsumers, JetStreamConnection, DeadLetters],
})
export class EventsModule {}
