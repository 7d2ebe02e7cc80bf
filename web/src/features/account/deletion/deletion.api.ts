import { api } from '../../../api/base-api';
import { routeEndpoint } from '../../../api/route-endpoint';
import { identity } from '../../../api/routes/identity.generated';
import { sessionRenewed } from '../../../api/session.slice';

export const deletionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Signs out everywhere: the page signs this browser out once it is answered. */
    requestDeletion: build.mutation(routeEndpoint(identity, 'requestDeletion')),
    /** Answers a new token for this session; the user is asked again with it, without the pending deletion. */
    cancelDeletion: build.mutation({
      ...routeEndpoint(identity, 'cancelDeletion'),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }): Promise<void> {
        const renewed = await queryFulfilled.then(
          ({ data }) => data,
          () => undefined,
        );
        if (!renewed) return;
        dispatch(sessionRenewed(renewed.token));
        dispatch(api.util.invalidateTags(['Me']));
      },
    }),
  }),
});

export const { useRequestDeletionMutation, useCancelDeletionMutation } = deletionApi;
