import { remakeTrigramIndexes, type TrigramIndex } from '@storystump/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const SEARCH_INDEXES: readonly TrigramIndex[] = [
  ['orders_search_email', '"catalog"."orders"', '"customer_email"'],
  ['orders_search_number', '"catalog"."orders"', '("id"::text)'],
  ['orders_search_status', '"catalog"."orders"', '"status"'],
  ['orders_search_order_number', '"catalog"."orders"', '"number"'],
];

/**
 * The searches' trigram indexes are made on the column in capitals, as searches now read it: on the
 * column itself, they also answered `=`, and lookups by value took them over the column's key.
 */
export class SearchTrigramIndexes1807430000000 implements MigrationInterface {
  name = 'SearchTrigramIndexes1807430000000';

  async up(q: QueryRunner): Promise<void> {
    await remakeTrigramIndexes(q, 'catalog', SEARCH_INDEXES, true);
  }

  async down(q: QueryRunner): Promise<void> {
    await remakeTrigramIndexes(q, 'catalog', SEARCH_INDEXES, false);
  }
}
