import { remakeTrigramIndexes, type TrigramIndex } from '@storystump/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const SEARCH_INDEXES: readonly TrigramIndex[] = [
  ['base_stations_search_base_id', '"devices"."base_stations"', '"base_id"'],
  ['base_stations_search_friendly_name', '"devices"."base_stations"', '"friendly_name"'],
  ['versions_search_tag', '"devices"."versions"', '"tag"'],
];

/**
 * The searches' trigram indexes are made on the column in capitals, as searches now read it: on the
 * column itself, they also answered `=`, and lookups by value took them over the column's key.
 */
export class SearchTrigramIndexes1807440000000 implements MigrationInterface {
  name = 'SearchTrigramIndexes1807440000000';

  async up(q: QueryRunner): Promise<void> {
    await remakeTrigramIndexes(q, 'devices', SEARCH_INDEXES, true);
  }

  async down(q: QueryRunner): Promise<void> {
    await remakeTrigramIndexes(q, 'devices', SEARCH_INDEXES, false);
  }
}
