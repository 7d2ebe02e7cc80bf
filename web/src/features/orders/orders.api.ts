import { api } from '../../api/base-api';
import { routeEndpoint } from '../../api/route-endpoint';
import { orders } from '../../api/routes/orders.generated';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    orders: build.query({ ...routeEndpoint(orders, 'list'), providesTags: ['Orders'] }),
    ordersSummary: build.query({ ...routeEndpoint(orders, 'summary'), providesTags: ['Orders'] }),
    myOrders: build.query({ ...routeEndpoint(orders, 'mine'), providesTags: ['Orders'] }),
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
  useOrdersQuery,
  useLazyOrdersQuery,
  useOrdersSummaryQuery,
  useMyOrdersQuery,
  useRefundOrderMutation,
  useStockQuery,
  useSetStockMutation,
} = ordersApi;
