import { CampaignPaging, type SortOf } from '@storystump/contracts';
import type { PagedTable } from '@storystump/service-kit';

/** The mailings as their list's pages read them. */
export const CAMPAIGN_PAGES: PagedTable<SortOf<typeof CampaignPaging>> = {
  paging: CampaignPaging,
  from: 'marketing.campaigns c',
  id: { sql: 'c.id', type: 'uuid' },
  sorts: {
    created: { sql: 'c.created_at', type: 'timestamptz' },
    subject: { sql: 'c.subject', type: 'text' },
    status: { sql: 'c.status', type: 'text' },
  },
  search: ['c.subject', 'c.status'],
};
