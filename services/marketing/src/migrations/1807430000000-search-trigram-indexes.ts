import { remakeTrigramIndexes, type TrigramIndex } from '@storystump/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const SEARCH_INDEXES: readonly TrigramIndex[] = [
  ['interests_search_email', '"marketing"."interests"', '"email"'],
  [
    'interests_search_state',
    '"marketing"."interests"',
    "(CASE WHEN suppressed_at IS NOT NULL THEN 'suppressed' WHEN unsubscribed_at IS NOT NULL THEN 'unsubscribed' WHEN confirmed_at IS NOT NULL THEN 'confirmed' ELSE 'pending' END)",
  ],
  ['enquiries_search_email', '"marketing"."enquiries"', '"email"'],
  ['enquiries_search_kind', '"marketing"."enquiries"', '"kind"'],
  ['campaigns_search_subject', '"marketing"."campaigns"', '"subject"'],
  ['campaigns_search_status', '"marketing"."campaigns"', '"status"'],
];

/**
 * The searches' trigram indexes are made on the column in capitals, as searches now read it: on the
 * column itself, they also answered `=`, and lookups by value took them over the column's key.
 */
export class SearchTrigramIndexes1807430000000 implements MigrationInterface {
  name = 'SearchTrigramIndexes1807430000000';

  async up(q: QueryRunner): Promise<void> {
    await remakeTrigramIndexes(q, 'marketing', SEARCH_INDEXES, true);
  }

  async down(q: QueryRunner): Promise<void> {
    await remakeTrigramIndexes(q, 'marketing', SEARCH_INDEXES, false);
  }
}
