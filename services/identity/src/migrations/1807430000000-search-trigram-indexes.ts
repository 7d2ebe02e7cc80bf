import { remakeTrigramIndexes, type TrigramIndex } from '@storystump/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const SEARCH_INDEXES: readonly TrigramIndex[] = [
  ['audit_entries_search_summary', '"identity"."audit_entries"', '"summary"'],
  ['audit_entries_search_action', '"identity"."audit_entries"', '"action"'],
  ['audit_entries_search_actor_email', '"identity"."audit_entries"', '"actor_email"'],
];

/**
 * The searches' trigram indexes are made on the column in capitals, as searches now read it: on the
 * column itself, they also answered `=`, and lookups by value took them over the column's key.
 */
export class SearchTrigramIndexes1807430000000 implements MigrationInterface {
  name = 'SearchTrigramIndexes1807430000000';

  async up(q: QueryRunner): Promise<void> {
    await remakeTrigramIndexes(q, 'identity', SEARCH_INDEXES, true);
  }

  async down(q: QueryRunner): Promise<void> {
    await remakeTrigramIndexes(q, 'identity', SEARCH_INDEXES, false);
  }
}
