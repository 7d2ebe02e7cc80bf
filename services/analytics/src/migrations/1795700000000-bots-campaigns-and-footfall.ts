import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events say whether a bot sent them and which campaign their page named; the rollups count bots
 * apart and sessions by campaign; and the stumps' visits are counted per station and day.
 */
export class BotsCampaignsAndFootfall1795700000000 implements MigrationInterface {
  name = 'BotsCampaignsAndFootfall1795700000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['events', 'pending_events']) {
      await q.query(`ALTER TABLE "analytics"."${table}" ADD "is_bot" boolean NOT NULL DEFAULT false`);
      await q.query(`ALTER TABLE "analytics"."${table}" ADD "campaign" character varying(100)`);
    }
    await q.query(`ALTER TABLE "analytics"."session_days" ADD "campaign" character varying(100)`);
    await q.query(`ALTER TABLE "analytics"."day_totals" ADD "bots" integer NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE TABLE "analytics"."footfall_stations" (
        "station_id" uuid NOT NULL,
        "base_id" character varying(100) NOT NULL,
        "name" character varying(200) NOT NULL,
        CONSTRAINT "PK_footfall_stations_station_id" PRIMARY KEY ("station_id")
      )`);
    await q.query(`
      CREATE TABLE "analytics"."footfall_days" (
        "day" date NOT NULL,
        "station_id" uuid NOT NULL,
        "visits" integer NOT NULL,
        CONSTRAINT "PK_footfall_days_day_station_id" PRIMARY KEY ("day", "station_id")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "analytics"."footfall_days"`);
    await q.query(`DROP TABLE "analytics"."footfall_stations"`);
    await q.query(`ALTER TABLE "analytics"."day_totals" DROP COLUMN "bots"`);
    await q.query(`ALTER TABLE "analytics"."session_days" DROP COLUMN "campaign"`);
    for (const table of ['pending_events', 'events']) {
      await q.query(`ALTER TABLE "analytics"."${table}" DROP COLUMN "campaign"`);
      await q.query(`ALTER TABLE "analytics"."${table}" DROP COLUMN "is_bot"`);
    }
  }
}
