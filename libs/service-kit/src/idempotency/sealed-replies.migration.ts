import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quotedServiceSchema } from '../service-schema.js';

/**
 * Kept replies are sealed and hold nothing a replay does not need. The replies kept in plain text
 * (session tokens, new API keys) are deleted: nothing can seal them without their clients' keys.
 */
export class SealedIdempotentReplies1796100000000 implements MigrationInterface {
  name = 'SealedIdempotentReplies1796100000000';

  async up(q: QueryRunner): Promise<void> {
    const table = `${quotedServiceSchema(q)}."idempotent_replies"`;
    await q.query(`DELETE FROM ${table}`);
    await q.query(`
      ALTER TABLE ${table}
        DROP COLUMN "subject",
        DROP COLUMN "outcome",
        ADD COLUMN "sealed_outcome" text NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    const table = `${quotedServiceSchema(q)}."idempotent_replies"`;
    await q.query(`DELETE FROM ${table}`);
    await q.query(`
      ALTER TABLE ${table}
        DROP COLUMN "sealed_outcome",
        ADD COLUMN "subject" character varying(255) NOT NULL,
        ADD COLUMN "outcome" jsonb NOT NULL`);
  }
}
