import { OrderPaging, type SortOf } from '@storystump/contracts';
import type { PagedTable } from '@storystump/service-kit';

/** The orders as the admin's list's pages read them; an order's number is its id. */
export const ORDER_PAGES: PagedTable<SortOf<typeof OrderPaging>> = {
  paging: OrderPaging,
  from: 'catalog.orders o',
  id: { sql: 'o.id', type: 'uuid' },
  sorts: {
    created: { sql: 'o.created_at', type: 'timestamptz' },
    total: { sql: 'o.total_amount', type: 'integer' },
    status: { sql: 'o.status', type: 'text' },
  },
  search: ['o.customer_email', '(o.id::text)', 'o.status'],
};
