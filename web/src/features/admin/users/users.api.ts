import type { UserView } from '@storystump/contracts';
import { api } from '../../../api/base-api';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => {
    // Promote and demote answer with the changed user; the list shows it at once, without a refetch.
    const roleChange = (action: 'promote' | 'demote') =>
      build.mutation<UserView, string>({
        query: (id) => ({ url: `/users/${encodeURIComponent(id)}/${action}`, method: 'PUT' }),
        async onQueryStarted(_id, { dispatch, queryFulfilled }) {
          const updated = await queryFulfilled.then(
            ({ data }) => data,
            () => undefined,
          );
          if (updated) {
            dispatch(
              usersApi.util.updateQueryData('users', undefined, (users) =>
                users.map((u) => (u._id === updated._id ? updated : u)),
              ),
            );
          }
        },
      });
    return {
      users: build.query<UserView[], void>({
        query: () => '/users',
        providesTags: ['Users'],
      }),
      promoteUser: roleChange('promote'),
      demoteUser: roleChange('demote'),
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
    };
  },
});

export const { useUsersQuery, usePromoteUserMutation, useDemoteUserMutation, useDeleteUserMutation } = usersApi;
