import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Visits unlinked in one statement: a short transaction each, however many are due. */
const UNLINKED_AT_ONCE = 5_000;

/**
 * A child's journeys are not kept for ever: a visit older than the retention period is unlinked
 * from its character and stays only as a count at its stump.
 */
@Injectable()
export class VisitRetention {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Unlinks every visit older than `months` months from its character; how many were. */
  async forgetOlderThan(months: number): Promise<number> {
    let unlinked = 0;
    for (;;) {
      const [{ count }] = await this.db.query<[{ count: number }]>(
        `WITH due AS (
           SELECT "id" FROM "characters"."visits"
            WHERE "character_id" IS NOT NULL AND "visit_date" < now() - make_interval(months => $1::int)
            ORDER BY "visit_date" LIMIT $2
         ), unlinked AS (
           UPDATE "characters"."visits" v SET "character_id" = NULL FROM due WHERE v."id" = due."id" RETURNING 1
         )
         SELECT count(*)::int AS count FROM unlinked`,
        [months, UNLINKED_AT_ONCE],
      );
      unlinked += count;
      if (count < UNLINKED_AT_ONCE) return unlinked;
    }
  }
}
