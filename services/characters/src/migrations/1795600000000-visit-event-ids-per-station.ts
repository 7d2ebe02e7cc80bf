import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A stump's event ids are its own: unique per station, so one station's ids never meet another's. */
export class VisitEventIdsPerStation1795600000000 implements MigrationInterface {
  name = 'VisitEventIdsPerStation1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "characters"."visits_event_id_key"`);
    await q.query(`CREATE UNIQUE INDEX "visits_station_event_key" ON "characters"."visits" ("station_id", "event_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "characters"."visits_station_event_key"`);
    await q.query(`CREATE UNIQUE INDEX "visits_event_id_key" ON "characters"."visits" ("event_id")`);
  }
}
