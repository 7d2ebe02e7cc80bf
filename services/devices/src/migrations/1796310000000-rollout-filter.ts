import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The filter a rollout's stations were picked with, kept beside the stations it named then. */
export class RolloutFilter1796310000000 implements MigrationInterface {
  name = 'RolloutFilter1796310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "devices"."rollouts" ADD "filter" jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "devices"."rollouts" DROP COLUMN "filter"`);
  }
}
