import { MyOrderPaging, type SortOf } from '@storystump/contracts';
import type { PageFilter, PagedTable } from '@storystump/service-kit';

/** A family's own orders as its account page's pages read them: found by number, status or what was bought. */
export const MY_ORDER_PAGES: PagedTable<SortOf<typeof MyOrderPaging>> = {
  paging: MyOrderPaging,
  from: 'catalog.orders o',
  id: { sql: 'o.id', type: 'uuid' },
  sorts: {
    created: { sql: 'o.created_at', type: 'timestamptz' },
    total: { sql: 'o.total_amount', type: 'integer' },
  },
  search: ['o.number', 'o.status', "(SELECT string_agg(l.product_name, ' ') FROM catalog.order_lines l WHERE l.order_id = o.id)"],
};

/** Only the orders of this account. */
export const placedBy =
  (userId: string): PageFilter =>
  (param) =>
    `o.user_id = ${param(userId)}::uuid`;
