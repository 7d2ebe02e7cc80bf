import { remakeTrigramIndexes, type TrigramIndex } from '@storystump/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const SEARCH_INDEXES: readonly TrigramIndex[] = [['characters_search_serial', '"characters"."characters"', '"serial_number"']];

/**
 * The searches' trigram indexes are made on the column in capitals, as searches now read it: on the
 * column itself, they also answered `=`, and lookups by value took them over the column's key.
 */
export class SearchTrigramIndexes1807430000000 implements MigrationInterface {
  name = 'SearchTrigramIndexes1807430000000';

  async up(q: QueryRunner): Promise<void> {
    await remakeTrigramIndexes(q, 'characters', SEARCH_INDEXES, true);
  }

  async down(q: QueryRunner): Promise<void> {
    await remakeTrigramIndexes(q, 'characters', SEARCH_INDEXES, false);
  }
}
