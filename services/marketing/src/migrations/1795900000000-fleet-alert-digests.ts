import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Fleet alerts wait here until those that come together can go out as one mail. */
export class FleetAlertDigests1795900000000 implements MigrationInterface {
  name = 'FleetAlertDigests1795900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "marketing"."fleet_alerts" (
         "kind" character varying(8) NOT NULL, "incident_id" character varying(200) NOT NULL, "event" jsonb NOT NULL,
         "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "PK_fleet_alerts" PRIMARY KEY ("kind", "incident_id"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "marketing"."fleet_alerts"`);
  }
}
