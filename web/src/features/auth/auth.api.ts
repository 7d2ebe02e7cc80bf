import type { LoginInput, RegisterInput, TokenReply, UserView } from '@storystump/contracts';
import { api } from '../../api/base-api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenReply, LoginInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<TokenReply, RegisterInput>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    /** Ends the session on the server too, so the token is refused even if a copy of it was kept. */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    me: build.query<UserView, void>({
      query: () => '/users/me',
      providesTags: ['Me'],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useRegisterMutation, useMeQuery } = authApi;
