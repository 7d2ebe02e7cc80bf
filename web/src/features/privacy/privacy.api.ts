import { api } from '../../api/base-api';
import { routeEndpoint } from '../../api/route-endpoint';
import { identity } from '../../api/routes/identity.generated';

export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The notice's version and how long each kind of data is kept, as the running system is set. */
    privacyNotice: build.query(routeEndpoint(identity, 'privacyNotice')),
    acceptNotice: build.mutation({ ...routeEndpoint(identity, 'acceptNotice'), invalidatesTags: ['Me'] }),
  }),
});

export const { usePrivacyNoticeQuery, useAcceptNoticeMutation } = privacyApi;
