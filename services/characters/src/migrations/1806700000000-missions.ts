import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Missions admins set, each character's progress on them, and each family's choice of mails about them. */
export class Missions1806700000000 implements MigrationInterface {
  name = 'Missions1806700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "characters"."missions" (
        "id" uuid NOT NULL,
        "title" character varying(120) NOT NULL,
        "description" character varying(1000) NOT NULL,
        "rule_kind" character varying(20) NOT NULL,
        "rule_count" integer NOT NULL,
        "rule_from" TIMESTAMP WITH TIME ZONE,
        "rule_to" TIMESTAMP WITH TIME ZONE,
        "character_type" character varying(60),
        "badge" character varying(40),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_missions_id" PRIMARY KEY ("id")
      )`);
    await q.query(`
      CREATE TABLE "characters"."mission_progress" (
        "character_id" uuid NOT NULL,
        "mission_id" uuid NOT NULL,
        "progress" integer NOT NULL,
        "completed_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_mission_progress" PRIMARY KEY ("character_id", "mission_id"),
        CONSTRAINT "FK_mission_progress_character" FOREIGN KEY ("character_id")
          REFERENCES "characters"."characters"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_mission_progress_mission" FOREIGN KEY ("mission_id")
          REFERENCES "characters"."missions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "mission_progress_mission_idx" ON "characters"."mission_progress" ("mission_id")`);
    await q.query(`
      CREATE TABLE "characters"."mission_mail_choices" (
        "owner_id" uuid NOT NULL,
        "send" boolean NOT NULL,
        CONSTRAINT "PK_mission_mail_choices_owner_id" PRIMARY KEY ("owner_id")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "characters"."mission_mail_choices"`);
    await q.query(`DROP TABLE "characters"."mission_progress"`);
    await q.query(`DROP TABLE "characters"."missions"`);
  }
}
