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
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const updated = await queryFulfilled.then(
          ({ data }) => data,
          () => undefined,
        );
        if (updated) dispatch(showUpdated(updated));
      },
    }),
    demoteUser: build.mutation<UserView, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}/demote`, method: 'PUT' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const updated = await queryFulfilled.then(
          ({ data }) => data,
          () => undefined,
        );
        if (updated) dispatch(showUpdated(updated));
      },
    }),
    deleteUser: build.mutation<unknown, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const deleted = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (deleted) dispatch(usersApi.util.updateQueryData('users', undefined, (users) => users.filter((u) => u._id !== id)));
      },
    }),
  }),
});

// The list shows the server's answer at the same moment as the success message, without a refetch.
const showUpdated = (updated: UserView) =>
  usersApi.util.updateQueryData('users', undefined, (users) => users.map((u) => (u._id === updated._id ? updated : u)));

export const { useUsersQuery, usePromoteUserMutation, useDemoteUserMutation, useDeleteUserMutation } = usersApi;
