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
    me: build.query<UserView, void>({
      query: () => '/users/me',
      providesTags: ['Me'],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useMeQuery } = authApi;
