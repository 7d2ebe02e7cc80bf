import { Module } from '@nestjs/common';
import { EventPublisher } from './event-publisher.js';
import { InfraConfigModule } from './infra-config.module.js';

@Module({ imports: [InfraConfigModule], providers: [EventPublisher], exports: [EventPublisher] })
export class EventsModule {}
