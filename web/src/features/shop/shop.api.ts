import type { CheckoutInput, CheckoutReply, Product } from '@storystump/contracts';
import { api } from '../../api/base-api';

export const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    products: build.query<Product[], void>({
      query: () => '/stripe/products',
      providesTags: ['Products'],
    }),
    createCheckoutSession: build.mutation<CheckoutReply, CheckoutInput>({
      query: (body) => ({ url: '/stripe/create-checkout-session', method: 'POST', body }),
    }),
  }),
});

export const { useProductsQuery, useCreateCheckoutSessionMutation } = shopApi;
