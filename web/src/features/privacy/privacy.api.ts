import { api } from '../../api/base-api';
import { routeEndpoint } from '../../api/route-endpoint';
import { identity } from '../../api/routes/identity.generated';
import { authApi } from '../auth/auth.api';

export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The notice's version and how long each kind of data is kept, as the running system is set. */
    privacyNotice: build.query(routeEndpoint(identity, 'privacyNotice')),
    acceptNotice: build.mutation({
      ...routeEndpoint(identity, 'acceptNotice'),
      invalidatesTags: ['Me'],
      // The answer is the family's own view with the consent in it: shown at once, not once every
      // slower request of the page has settled and the view has been asked again.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(authApi.util.updateQueryData('me', undefined, () => data));
        } catch {
          // The prompt says the answer was not saved.
        }
      },
    }),
  }),
});

export const { usePrivacyNoticeQuery, useAcceptNoticeMutation } = privacyApi;
