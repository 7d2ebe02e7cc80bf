import { OrderPaging, type SortOf } from '@storystump/contracts';
import type { PageFilter, PagedTable } from '@storystump/service-kit';

/** The orders as the admin's list's pages read them: found by e-mail, number (`SS-…`), id or status. */
export const ORDER_PAGES: PagedTable<SortOf<typeof OrderPaging>> = {
  paging: OrderPaging,
  from: 'catalog.orders o',
  id: { sql: 'o.id', type: 'uuid' },
  sorts: {
    created: { sql: 'o.created_at', type: 'timestamptz' },
    total: { sql: 'o.total_amount', type: 'integer' },
    status: { sql: 'o.status', type: 'text' },
  },
  search: ['o.customer_email', 'o.number', '(o.id::text)', 'o.status'],
};

/** Only the orders made before this moment. */
export const madeBefore =
  (moment: string): PageFilter =>
  (param) =>
    `o.created_at < ${param(moment)}::timestamptz`;
