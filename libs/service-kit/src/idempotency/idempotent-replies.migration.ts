import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedServiceSchema } from '../service-schema.js';

/** The replies kept for requests with an Idempotency-Key, in whichever service schema runs it. */
export class IdempotentReplies1764000000001 implements MigrationInterface {
  name = 'IdempotentReplies1764000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ${quotedServiceSchema(q)}."idempotent_replies" (
        "key" character varying(64) NOT NULL,
        "subject" character varying(255) NOT NULL,
        "request_hash" character varying(64) NOT NULL,
        "outcome" jsonb NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_idempotent_replies" PRIMARY KEY ("key")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${quotedServiceSchema(q)}."idempotent_replies"`);
  }
}
