import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedServiceSchema } from '../service-schema.js';
import { DeadLetterEntity } from './dead-letter.entity.js';
import { OutboxEventEntity } from './outbox-event.entity.js';
import { ProcessedEventEntity } from './processed-event.entity.js';

export const EVENT_TABLE_ENTITIES = [OutboxEventEntity, ProcessedEventEntity, DeadLetterEntity];

/** The outbox, processed-event and dead-letter tables, in whichever service schema runs it. */
export class EventTables1764000000000 implements MigrationInterface {
  name = 'EventTables1764000000000';

  async up(q: QueryRunner): Promise<void> {
    const s = quotedServiceSchema(q);
    await q.query(`
      CREATE TABLE ${s}."outbox_events" (
        "id" uuid NOT NULL,
        "position" BIGSERIAL NOT NULL,
        "subject" character varying(255) NOT NULL,
        "payload" jsonb NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_outbox_events_id" PRIMARY KEY ("id")
      )`);
    await q.query(`
      CREATE TABLE ${s}."processed_events" (
        "consumer" character varying(200) NOT NULL,
        "event_id" character varying(200) NOT NULL,
        "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_processed_events" PRIMARY KEY ("consumer", "event_id")
      )`);
    await q.query(`
      CREATE TABLE ${s}."dead_letters" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "consumer" character varying(200) NOT NULL,
        "subject" character varying(255) NOT NULL,
        "event_id" character varying(200) NOT NULL,
        "payload" jsonb,
        "error" text NOT NULL,
        "attempts" integer NOT NULL,
        "parked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_dead_letters_id" PRIMARY KEY ("id")
      )`);
    // Parking an event that was already parked (its termination was lost) keeps one row.
    await q.query(`CREATE UNIQUE INDEX "UQ_dead_letters_consumer_event" ON ${s}."dead_letters" ("consumer", "event_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = quotedServiceSchema(q);
    await q.query(`DROP TABLE ${s}."dead_letters"`);
    await q.query(`DROP TABLE ${s}."processed_events"`);
    await q.query(`DROP TABLE ${s}."outbox_events"`);
  }
}
