import type { CatalogRoutes, Product } from '@storystump/contracts';
import { api } from '../../api/base-api';
import { requestTo } from '../../api/route-request';

export const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    products: build.query<Product[], void>({
      query: () => requestTo<typeof CatalogRoutes.products>({ method: 'GET', path: 'stripe/products' }),
      providesTags: ['Products'],
    }),
  }),
});

export const { useProductsQuery } = shopApi;
