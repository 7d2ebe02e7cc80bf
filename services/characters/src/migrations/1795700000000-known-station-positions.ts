import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Where each known station stands, for the journey map; filled by devices' events or asked for. */
export class KnownStationPositions1795700000000 implements MigrationInterface {
  name = 'KnownStationPositions1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "characters"."known_stations" ADD "latitude" double precision, ADD "longitude" double precision`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "characters"."known_stations" DROP COLUMN "longitude", DROP COLUMN "latitude"`);
  }
}
