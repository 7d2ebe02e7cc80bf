import { VersionPaging, type SortOf } from '@storystump/contracts';
import type { PagedTable } from '@storystump/service-kit';

/** The firmware versions as their list's pages read them. */
export const VERSION_PAGES: PagedTable<SortOf<typeof VersionPaging>> = {
  paging: VersionPaging,
  from: 'devices.versions v',
  id: { sql: 'v.id', type: 'uuid' },
  sorts: {
    uploaded: { sql: 'v.uploaded_at', type: 'timestamptz' },
    tag: { sql: 'v.tag', type: 'text' },
    size: { sql: 'v.size', type: 'bigint' },
  },
  search: ['v.tag'],
};
