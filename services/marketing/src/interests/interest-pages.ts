import { InterestPaging, type SortOf } from '@storystump/contracts';
import type { PagedTable } from '@storystump/service-kit';

/** An interest's state in SQL, as stateOf works it out; its search index is made on this very expression. */
export const INTEREST_STATE_SQL =
  "CASE WHEN i.suppressed_at IS NOT NULL THEN 'suppressed' WHEN i.unsubscribed_at IS NOT NULL THEN 'unsubscribed' WHEN i.confirmed_at IS NOT NULL THEN 'confirmed' ELSE 'pending' END";

/** Everyone signed up for news, as the list's pages read them. */
export const INTEREST_PAGES: PagedTable<SortOf<typeof InterestPaging>> = {
  paging: InterestPaging,
  from: 'marketing.interests i',
  id: { sql: 'i.id', type: 'uuid' },
  sorts: {
    email: { sql: 'i.email', type: 'text' },
    registered: { sql: 'i.registered_at', type: 'timestamptz' },
  },
  search: ['i.email', `(${INTEREST_STATE_SQL})`],
};
