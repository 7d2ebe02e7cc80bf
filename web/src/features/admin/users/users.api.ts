import { api } from '../../../api/base-api';
import { pagedListEndpoint } from '../../../api/paged-list';
import { routeEndpoint } from '../../../api/route-endpoint';
import { identity } from '../../../api/routes/identity.generated';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => {
    // Promote and demote answer with the changed user; the lists show it at once, without a refetch.
    const roleChange = (action: 'promote' | 'demote') =>
      build.mutation({
        ...routeEndpoint(identity, action, (id: string) => ({ params: { id } })),
        async onQueryStarted(_id, { dispatch, getState, queryFulfilled }): Promise<void> {
          const updated = await queryFulfilled.then(
            ({ data }) => data,
            () => undefined,
          );
          if (updated) {
            const shown = usersApi.util.selectCachedArgsForQuery(getState(), 'userPages');
            for (const arg of shown)
              dispatch(
                usersApi.util.updateQueryData('userPages', arg, (pages) => {
                  for (const page of pages.pages) page.items = page.items.map((u) => (u._id === updated._id ? updated : u));
                }),
              );
            dispatch(
              usersApi.util.updateQueryData('users', undefined, (users) =>
                users.map((u) => (u._id === updated._id ? updated : u)),
              ),
            );
            // A page still being read (a search just typed) may have been read before the change:
            // the pages are asked again once it is in.
            if (shown.some((arg) => usersApi.endpoints.userPages.select(arg)(getState()).isLoading))
              dispatch(usersApi.util.invalidateTags(['Users']));
          }
        },
      });
    return {
      users: build.query({ ...routeEndpoint(identity, 'listUsers'), providesTags: ['Users'] }),
      /** The Users tab's pages; a role change or a deletion asks the shown pages again. */
      userPages: build.infiniteQuery({ ...pagedListEndpoint(identity, 'listUsers'), providesTags: ['Users'] }),
      promoteUser: roleChange('promote'),
      demoteUser: roleChange('demote'),
      deleteUser: build.mutation({
        ...routeEndpoint(identity, 'removeUser', (id: string) => ({ params: { id } })),
        async onQueryStarted(id, { dispatch, queryFulfilled }): Promise<void> {
          const deleted = await queryFulfilled.then(
            () => true,
            () => false,
          );
          if (!deleted) return;
          dispatch(usersApi.util.invalidateTags(['Users']));
          dispatch(usersApi.util.updateQueryData('users', undefined, (users) => users.filter((u) => u._id !== id)));
        },
      }),
    };
  },
});

export const { useUsersQuery, useUserPagesInfiniteQuery, usePromoteUserMutation, useDemoteUserMutation, useDeleteUserMutation } =
  usersApi;
