import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Journey cards a family shares, one link per character, its token kept as a hash. */
export class JourneyShares1806700000001 implements MigrationInterface {
  name = 'JourneyShares1806700000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "characters"."journey_shares" (
        "character_id" uuid NOT NULL,
        "owner_id" uuid NOT NULL,
        "token_hash" character(64) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_journey_shares" PRIMARY KEY ("character_id"),
        CONSTRAINT "FK_journey_shares_character" FOREIGN KEY ("character_id") REFERENCES "characters"."characters"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await q.query(`CREATE UNIQUE INDEX "journey_shares_token_hash_key" ON "characters"."journey_shares" ("token_hash")`);
    await q.query(`CREATE INDEX "journey_shares_owner" ON "characters"."journey_shares" ("owner_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "characters"."journey_shares"`);
  }
}
