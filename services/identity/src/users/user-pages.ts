import { UserPaging, type SortOf } from '@storystump/contracts';
import type { PagedTable } from '@storystump/service-kit';

/** The users as their list's pages read them. */
export const USER_PAGES: PagedTable<SortOf<typeof UserPaging>> = {
  paging: UserPaging,
  from: 'identity.users u',
  id: { sql: 'u.id', type: 'uuid' },
  sorts: {
    email: { sql: 'u.email', type: 'text' },
    name: { sql: 'u.display_name', type: 'text' },
    created: { sql: 'u.created_at', type: 'timestamptz' },
  },
  search: ['u.email', 'u.display_name'],
  searchIndexedAsText: true,
};
