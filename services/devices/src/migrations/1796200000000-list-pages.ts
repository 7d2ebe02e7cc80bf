import { ensureTrigramSearch, trigramIndex } from '@storystump/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Indexes for each sort (keyset on the column and the id) and each search of the lists' pages. */
export class ListPages1796200000000 implements MigrationInterface {
  name = 'ListPages1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await ensureTrigramSearch(q);
    await q.query(`CREATE INDEX "base_stations_page_base_id" ON "devices"."base_stations" ("base_id", "id")`);
    await q.query(`CREATE INDEX "base_stations_page_friendly_name" ON "devices"."base_stations" ("friendly_name", "id")`);
    await q.query(`CREATE INDEX "base_stations_page_created" ON "devices"."base_stations" ("created_at", "id")`);
    await q.query(trigramIndex('base_stations_search_base_id', '"devices"."base_stations"', '"base_id"'));
    await q.query(trigramIndex('base_stations_search_friendly_name', '"devices"."base_stations"', '"friendly_name"'));
    await q.query(`CREATE INDEX "api_keys_page_created" ON "devices"."api_keys" ("created_at", "id")`);
    await q.query(`CREATE INDEX "api_keys_page_prefix" ON "devices"."api_keys" ("prefix", "id")`);
    await q.query(`CREATE INDEX "api_keys_base_station" ON "devices"."api_keys" ("base_station_id")`);
    await q.query(`CREATE INDEX "versions_page_uploaded" ON "devices"."versions" ("uploaded_at", "id")`);
    await q.query(`CREATE INDEX "versions_page_tag" ON "devices"."versions" ("tag", "id")`);
    await q.query(`CREATE INDEX "versions_page_size" ON "devices"."versions" ("size", "id")`);
    await q.query(trigramIndex('versions_search_tag', '"devices"."versions"', '"tag"'));
    await q.query(`CREATE INDEX "rollouts_page_created" ON "devices"."rollouts" ("created_at", "id")`);
    await q.query(`CREATE INDEX "rollouts_page_tag" ON "devices"."rollouts" ("tag", "id")`);
    await q.query(`CREATE INDEX "rollouts_page_status" ON "devices"."rollouts" ("status", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'rollouts_page_status',
      'rollouts_page_tag',
      'rollouts_page_created',
      'versions_search_tag',
      'versions_page_size',
      'versions_page_tag',
      'versions_page_uploaded',
      'api_keys_base_station',
      'api_keys_page_prefix',
      'api_keys_page_created',
      'base_stations_search_friendly_name',
      'base_stations_search_base_id',
      'base_stations_page_created',
      'base_stations_page_friendly_name',
      'base_stations_page_base_id',
    ]) {
      await q.query(`DROP INDEX "devices"."${index}"`);
    }
  }
}
