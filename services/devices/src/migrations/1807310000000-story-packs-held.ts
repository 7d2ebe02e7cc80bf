import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The story packs each stump last said it holds, and when. */
export class StoryPacksHeld1807310000000 implements MigrationInterface {
  name = 'StoryPacksHeld1807310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "devices"."station_status" ADD "story_packs" text array`);
    await q.query(`ALTER TABLE "devices"."station_status" ADD "story_packs_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "devices"."station_status" DROP COLUMN "story_packs_at"`);
    await q.query(`ALTER TABLE "devices"."station_status" DROP COLUMN "story_packs"`);
  }
}
