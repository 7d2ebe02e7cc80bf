import { api } from '../../api/base-api';
import { routeEndpoint } from '../../api/route-endpoint';
import { catalog } from '../../api/routes/catalog.generated';

/** Checkout, started from the basket or from a product's Buy Now. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation(routeEndpoint(catalog, 'checkout')),
  }),
});

export const { useCreateCheckoutSessionMutation } = checkoutApi;
