import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedServiceSchema } from '../service-schema.js';

/** The jobs' outbox, in whichever service schema runs it. */
export class OutboxJobs1795700000000 implements MigrationInterface {
  name = 'OutboxJobs1795700000000';

  async up(q: QueryRunner): Promise<void> {
    const s = quotedServiceSchema(q);
    await q.query(`
      CREATE TABLE ${s}."outbox_jobs" (
        "id" uuid NOT NULL,
        "position" BIGSERIAL NOT NULL,
        "queue" character varying(255) NOT NULL,
        "data" jsonb NOT NULL,
        "options" jsonb NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_outbox_jobs_id" PRIMARY KEY ("id")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${quotedServiceSchema(q)}."outbox_jobs"`);
  }
}
