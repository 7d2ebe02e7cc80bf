import type { MyOrdersQuery, OrderRoutes, OrdersQuery, OrderView, StockView } from '@storystump/contracts';
import { api } from '../../api/base-api';
import { requestTo } from '../../api/route-request';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<OrderView[], Partial<OrdersQuery>>({
      query: (query) => requestTo<typeof OrderRoutes.list>({ method: 'GET', path: 'orders' }, { query }),
      providesTags: ['Orders'],
    }),
    myOrders: build.query<OrderView[], Partial<MyOrdersQuery> | void>({
      query: (query) => requestTo<typeof OrderRoutes.mine>({ method: 'GET', path: 'orders/mine' }, { query: query ?? {} }),
      providesTags: ['Orders'],
    }),
    refundOrder: build.mutation<OrderView, string>({
      query: (id) => requestTo<typeof OrderRoutes.refund>({ method: 'POST', path: 'orders/:id/refund' }, { params: { id } }),
      invalidatesTags: ['Orders', 'Audit'],
    }),
    stock: build.query<StockView[], void>({
      query: () => requestTo<typeof OrderRoutes.stock>({ method: 'GET', path: 'products/stock' }),
      providesTags: ['Stock'],
    }),
    setStock: build.mutation<StockView, { id: string; stock: number | null }>({
      query: ({ id, stock }) =>
        requestTo<typeof OrderRoutes.setStock>(
          { method: 'PUT', path: 'products/:id/stock' },
          { params: { id }, body: { stock } },
        ),
      invalidatesTags: ['Stock', 'Products', 'Audit'],
    }),
  }),
});

export const {
  useOrdersQuery,
  useLazyOrdersQuery,
  useMyOrdersQuery,
  useRefundOrderMutation,
  useStockQuery,
  useSetStockMutation,
} = ordersApi;
