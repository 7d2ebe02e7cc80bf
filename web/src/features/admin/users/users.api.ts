import { api } from '../../../api/base-api';
import { routeEndpoint } from '../../../api/route-endpoint';
import { identity } from '../../../api/routes/identity.generated';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => {
    // Promote and demote answer with the changed user; the list shows it at once, without a refetch.
    const roleChange = (action: 'promote' | 'demote') =>
      build.mutation({
        ...routeEndpoint(identity, action, (id: string) => ({ params: { id } })),
        async onQueryStarted(_id, { dispatch, queryFulfilled }): Promise<void> {
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
      users: build.query({ ...routeEndpoint(identity, 'listUsers'), providesTags: ['Users'] }),
      promoteUser: roleChange('promote'),
      demoteUser: roleChange('demote'),
      deleteUser: build.mutation({
        ...routeEndpoint(identity, 'removeUser', (id: string) => ({ params: { id } })),
        async onQueryStarted(id, { dispatch, queryFulfilled }): Promise<void> {
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
