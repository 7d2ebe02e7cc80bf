import { api } from '../../api/base-api';
import { routeEndpoint } from '../../api/route-endpoint';
import { catalog } from '../../api/routes/catalog.generated';

/** Checkout, started from the basket or from a product's Buy Now; then its order, by its session id. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCheckoutSession: build.mutation(routeEndpoint(catalog, 'checkout')),
    checkoutSession: build.query({
      ...routeEndpoint(catalog, 'checkoutSession', (sessionId: string) => ({ params: { sessionId } })),
      providesTags: ['Orders'],
    }),
    payDemoCheckout: build.mutation({
      ...routeEndpoint(catalog, 'payDemoCheckout', ({ sessionId, email }: { sessionId: string; email: string }) => ({
        params: { sessionId },
        body: { email },
      })),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const { useCreateCheckoutSessionMutation, useCheckoutSessionQuery, usePayDemoCheckoutMutation } = checkoutApi;
