import type { IdentityRoutes, UserView } from '@storystump/contracts';
import { api } from '../../../api/base-api';
import { requestTo } from '../../../api/route-request';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => {
    // Promote and demote answer with the changed user; the list shows it at once, without a refetch.
    const roleChange = (action: 'promote' | 'demote') =>
      build.mutation<UserView, string>({
        query: (id) =>
          action === 'promote'
            ? requestTo<typeof IdentityRoutes.promote>({ method: 'PUT', path: 'users/:id/promote' }, { params: { id } })
            : requestTo<typeof IdentityRoutes.demote>({ method: 'PUT', path: 'users/:id/demote' }, { params: { id } }),
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
        query: () => requestTo<typeof IdentityRoutes.listUsers>({ method: 'GET', path: 'users' }),
        providesTags: ['Users'],
      }),
      promoteUser: roleChange('promote'),
      demoteUser: roleChange('demote'),
      deleteUser: build.mutation<unknown, string>({
        query: (id) => requestTo<typeof IdentityRoutes.removeUser>({ method: 'DELETE', path: 'users/:id' }, { params: { id } }),
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
