import type { UserView } from '@storystump/contracts';
import { api } from '../../api/base-api';
import { routeEndpoint } from '../../api/route-endpoint';
import { identity } from '../../api/routes/identity.generated';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation(routeEndpoint(identity, 'login')),
    register: build.mutation(routeEndpoint(identity, 'register')),
    /** Ends the session on the server too, so the token is refused even if a copy of it was kept. */
    logout: build.mutation(routeEndpoint(identity, 'logout')),
    me: build.query({
      ...routeEndpoint(identity, 'me'),
      // The gateway answers this route itself; its declaration names no reply to derive the type from.
      transformResponse: (answer: unknown) => answer as UserView,
      providesTags: ['Me'],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useRegisterMutation, useMeQuery } = authApi;
