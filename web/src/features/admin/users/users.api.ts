import type { UserView } from '@storystump/contracts';
import { api } from '../../../api/base-api';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    users: build.query<UserView[], void>({
      query: () => '/users',
      providesTags: ['Users'],
    }),
    promoteUser: build.mutation<UserView, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}/promote`, method: 'PUT' }),
      invalidatesTags: ['Users'],
    }),
    demoteUser: build.mutation<UserView, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}/demote`, method: 'PUT' }),
      invalidatesTags: ['Users'],
    }),
    deleteUser: build.mutation<unknown, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Users'],
    }),
  }),
});

export const { useUsersQuery, usePromoteUserMutation, useDemoteUserMutation, useDeleteUserMutation } = usersApi;
