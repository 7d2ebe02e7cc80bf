import type { InterestsSummary, InterestState } from '@storystump/contracts';
import type { EntityManager } from 'typeorm';
import { INTEREST_STATE_SQL } from './interest-pages.js';

/** How many sign-ups are in each state, counted in PostgreSQL over every one of them. */
export async function interestsSummaryOf(db: EntityManager): Promise<InterestsSummary> {
  const rows = await db.query<Array<{ state: InterestState; count: number }>>(
    `SELECT ${INTEREST_STATE_SQL} AS state, count(*)::int AS count FROM marketing.interests i GROUP BY 1`,
  );
  const summary: InterestsSummary = { pending: 0, confirmed: 0, unsubscribed: 0, suppressed: 0, total: 0 };
  for (const { state, count } of rows) {
    summary[state] = count;
    summary.total += count;
  }
  return summary;
}
