import { api } from '../../api/base-api';
import { routeEndpoint } from '../../api/route-endpoint';
import { catalog } from '../../api/routes/catalog.generated';

export const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    products: build.query({ ...routeEndpoint(catalog, 'products'), providesTags: ['Products'] }),
  }),
});

export const { useProductsQuery } = shopApi;
