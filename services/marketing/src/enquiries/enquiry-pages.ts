import { EnquiryPaging, type SortOf } from '@storystump/contracts';
import type { PagedTable } from '@storystump/service-kit';

/** The enquiries as their list's pages read them. */
export const ENQUIRY_PAGES: PagedTable<SortOf<typeof EnquiryPaging>> = {
  paging: EnquiryPaging,
  from: 'marketing.enquiries e',
  id: { sql: 'e.id', type: 'uuid' },
  sorts: {
    received: { sql: 'e.created_at', type: 'timestamptz' },
    email: { sql: 'e.email', type: 'text' },
    kind: { sql: 'e.kind', type: 'text' },
  },
  search: ['e.email', 'e.kind'],
};
