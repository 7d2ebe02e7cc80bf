import { RolloutPaging, type SortOf } from '@storystump/contracts';
import type { PagedTable } from '@storystump/service-kit';

/** The rollouts as their list's pages read them, searched by their version's tag and their status. */
export const ROLLOUT_PAGES: PagedTable<SortOf<typeof RolloutPaging>> = {
  paging: RolloutPaging,
  from: 'devices.rollouts r',
  id: { sql: 'r.id', type: 'uuid' },
  sorts: {
    created: { sql: 'r.created_at', type: 'timestamptz' },
    tag: { sql: 'r.tag', type: 'text' },
    status: { sql: 'r.status', type: 'text' },
  },
  search: ['r.tag', 'r.status'],
};
