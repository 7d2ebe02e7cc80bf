import { ensureTrigramSearch, trigramIndex } from '@storystump/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Indexes for each sort (keyset on the column and the id) and each search of the interests', enquiries' and campaigns' pages. */
export class ListPages1796200000000 implements MigrationInterface {
  name = 'ListPages1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await ensureTrigramSearch(q);
    await q.query(`CREATE INDEX "interests_page_email" ON "marketing"."interests" ("email", "id")`);
    await q.query(`CREATE INDEX "interests_page_registered" ON "marketing"."interests" ("registered_at", "id")`);
    await q.query(trigramIndex('interests_search_email', '"marketing"."interests"', '"email"'));
    await q.query(
      trigramIndex(
        'interests_search_state',
        '"marketing"."interests"',
        "(CASE WHEN suppressed_at IS NOT NULL THEN 'suppressed' WHEN unsubscribed_at IS NOT NULL THEN 'unsubscribed' WHEN confirmed_at IS NOT NULL THEN 'confirmed' ELSE 'pending' END)",
      ),
    );
    await q.query(`CREATE INDEX "enquiries_page_received" ON "marketing"."enquiries" ("created_at", "id")`);
    await q.query(`CREATE INDEX "enquiries_page_email" ON "marketing"."enquiries" ("email", "id")`);
    await q.query(`CREATE INDEX "enquiries_page_kind" ON "marketing"."enquiries" ("kind", "id")`);
    await q.query(trigramIndex('enquiries_search_email', '"marketing"."enquiries"', '"email"'));
    await q.query(trigramIndex('enquiries_search_kind', '"marketing"."enquiries"', '"kind"'));
    await q.query(`CREATE INDEX "campaigns_page_created" ON "marketing"."campaigns" ("created_at", "id")`);
    await q.query(`CREATE INDEX "campaigns_page_subject" ON "marketing"."campaigns" ("subject", "id")`);
    await q.query(`CREATE INDEX "campaigns_page_status" ON "marketing"."campaigns" ("status", "id")`);
    await q.query(trigramIndex('campaigns_search_subject', '"marketing"."campaigns"', '"subject"'));
    await q.query(trigramIndex('campaigns_search_status', '"marketing"."campaigns"', '"status"'));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'campaigns_search_status',
      'campaigns_search_subject',
      'campaigns_page_status',
      'campaigns_page_subject',
      'campaigns_page_created',
      'enquiries_search_kind',
      'enquiries_search_email',
      'enquiries_page_kind',
      'enquiries_page_email',
      'enquiries_page_received',
      'interests_search_state',
      'interests_search_email',
      'interests_page_registered',
      'interests_page_email',
    ]) {
      await q.query(`DROP INDEX "marketing"."${index}"`);
    }
  }
}
