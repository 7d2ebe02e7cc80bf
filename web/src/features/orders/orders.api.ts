import { api } from '../../api/base-api';
import { pagedListEndpoint } from '../../api/paged-list';
import { routeEndpoint } from '../../api/route-endpoint';
import { orders } from '../../api/routes/orders.generated';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The Orders tab's pages; a refund asks the shown pages again. */
    orderPages: build.infiniteQuery({ ...pagedListEndpoint(orders, 'list'), providesTags: ['Orders'] }),
    ordersSummary: build.query({ ...routeEndpoint(orders, 'summary'), providesTags: ['Orders'] }),
    /** The account page's own orders, newest first, a page at a time. */
    myOrderPages: build.infiniteQuery({ ...pagedListEndpoint(orders, 'mine'), providesTags: ['Orders'] }),
    refundOrder: build.mutation({
      ...routeEndpoint(orders, 'refund', (id: string) => ({ params: { id } })),
      invalidatesTags: ['Orders', 'Audit'],
    }),
    stock: build.query({ ...routeEndpoint(orders, 'stock'), providesTags: ['Stock'] }),
    setStock: build.mutation({
      ...routeEndpoint(orders, 'setStock', ({ id, stock }: { id: string; stock: number | null }) => ({
        params: { id },
        body: { stock },
      })),
      invalidatesTags: ['Stock', 'Products', 'Audit'],
    }),
  }),
});

export const {
  useOrderPagesInfiniteQuery,
  useOrdersSummaryQuery,
  useMyOrderPagesInfiniteQuery,
  useRefundOrderMutation,
  useStockQuery,
  useSetStockMutation,
} = ordersApi;
