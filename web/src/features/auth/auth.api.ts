import type { IdentityRoutes, LoginInput, RegisterInput, TokenReply, UserView } from '@storystump/contracts';
import { api } from '../../api/base-api';
import { requestTo } from '../../api/route-request';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenReply, LoginInput>({
      query: (body) => requestTo<typeof IdentityRoutes.login>({ method: 'POST', path: 'auth/login' }, { body }),
    }),
    register: build.mutation<TokenReply, RegisterInput>({
      query: (body) => requestTo<typeof IdentityRoutes.register>({ method: 'POST', path: 'auth/register' }, { body }),
    }),
    /** Ends the session on the server too, so the token is refused even if a copy of it was kept. */
    logout: build.mutation<void, void>({
      query: () => requestTo<typeof IdentityRoutes.logout>({ method: 'POST', path: 'auth/logout' }),
    }),
    me: build.query<UserView, void>({
      query: () => requestTo<typeof IdentityRoutes.me>({ method: 'GET', path: 'users/me' }),
      providesTags: ['Me'],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useRegisterMutation, useMeQuery } = authApi;
