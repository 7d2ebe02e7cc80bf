import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The hosts' monthly reports mailed, one row a host and month. */
export class HostReportMails1807000000000 implements MigrationInterface {
  name = 'HostReportMails1807000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "marketing"."host_report_mails" (
        "host_id" uuid NOT NULL,
        "month" character(7) NOT NULL,
        "mailed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_host_report_mails" PRIMARY KEY ("host_id", "month")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "marketing"."host_report_mails"`);
  }
}
