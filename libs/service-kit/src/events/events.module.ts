import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { EventConsumers } from './event-consumers.js';
import { JetStreamConnection } from './jetstream-connection.js';
import { Outbox } from './outbox.js';
import { OutboxRelay } from './outbox-relay.js';

/** Publishing through the outbox, and the consumers declared with `@ConsumesEvent`. Needs the service's database. */
@Module({
  imports: [DiscoveryModule],
  providers: [JetStreamConnection, OutboxRelay, Outbox, EventConsumers],
  exports: [Outbox, EventConsumers, JetStreamConnection],
})
export class EventsModule {}
