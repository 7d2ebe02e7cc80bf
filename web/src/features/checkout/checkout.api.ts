import type { CatalogRoutes, CheckoutInput, CheckoutReply } from '@storystump/contracts';
import { api } from '../../api/base-api';
import { requestTo } from '../../api/route-request';

/** Checkout, started from the basket or from a product's Buy Now. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation<CheckoutReply, CheckoutInput>({
      query: (body) =>
        requestTo<typeof CatalogRoutes.checkout>({ method: 'POST', path: 'stripe/create-checkout-session' }, { body }),
    }),
  }),
});

export const { useCreateCheckoutSessionMutation } = checkoutApi;
