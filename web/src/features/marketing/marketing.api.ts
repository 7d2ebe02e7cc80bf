import { api } from '../../api/base-api';
import { pagedListEndpoint } from '../../api/paged-list';
import { routeEndpoint } from '../../api/route-endpoint';
import { campaigns } from '../../api/routes/campaigns.generated';
import { contact } from '../../api/routes/contact.generated';
import { interests } from '../../api/routes/interests.generated';

/** Sign-ups, enquiries and bulk e-mail: the contact page, the shop's stump form and three admin tabs. */
export const marketingApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerInterest: build.mutation({ ...routeEndpoint(interests, 'register'), invalidatesTags: ['Interests'] }),
    /** The Interests tab's pages, searchable by e-mail and state. */
    interestPages: build.infiniteQuery({ ...pagedListEndpoint(interests, 'list'), providesTags: ['Interests'] }),
    /** How many sign-ups are in each state, over every sign-up. */
    interestsSummary: build.query({ ...routeEndpoint(interests, 'summary'), providesTags: ['Interests'] }),
    sendContactEnquiry: build.mutation({ ...routeEndpoint(contact, 'enquire'), invalidatesTags: ['Enquiries'] }),
    sendStumpEnquiry: build.mutation({ ...routeEndpoint(contact, 'stump'), invalidatesTags: ['Enquiries'] }),
    /** The Enquiries tab's pages, newest first, searchable by e-mail and kind. */
    enquiryPages: build.infiniteQuery({ ...pagedListEndpoint(contact, 'list'), providesTags: ['Enquiries'] }),
    sendBulkEmail: build.mutation({ ...routeEndpoint(campaigns, 'send'), invalidatesTags: ['Campaigns'] }),
    campaign: build.query(routeEndpoint(campaigns, 'get', (id: string) => ({ params: { id } }))),
    /** The campaigns' pages, newest first, with their progress. */
    campaignPages: build.infiniteQuery({ ...pagedListEndpoint(campaigns, 'list'), providesTags: ['Campaigns'] }),
    cancelCampaign: build.mutation({
      ...routeEndpoint(campaigns, 'cancel', (id: string) => ({ params: { id } })),
      invalidatesTags: ['Campaigns'],
    }),
    sendTestEmail: build.mutation(routeEndpoint(campaigns, 'sendTest')),
  }),
});

export const {
  useRegisterInterestMutation,
  useInterestPagesInfiniteQuery,
  useInterestsSummaryQuery,
  useLazyInterestsSummaryQuery,
  useSendContactEnquiryMutation,
  useSendStumpEnquiryMutation,
  useEnquiryPagesInfiniteQuery,
  useSendBulkEmailMutation,
  useCampaignQuery,
  useCampaignPagesInfiniteQuery,
  useCancelCampaignMutation,
  useSendTestEmailMutation,
} = marketingApi;
