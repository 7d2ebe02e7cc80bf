import { api } from '../../api/base-api';
import { routeEndpoint } from '../../api/route-endpoint';
import { campaigns } from '../../api/routes/campaigns.generated';
import { contact } from '../../api/routes/contact.generated';
import { interests } from '../../api/routes/interests.generated';

/** Sign-ups, enquiries and bulk e-mail: the contact page, the shop's stump form and two admin tabs. */
export const marketingApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerInterest: build.mutation({ ...routeEndpoint(interests, 'register'), invalidatesTags: ['Interests'] }),
    interests: build.query({ ...routeEndpoint(interests, 'list'), providesTags: ['Interests'] }),
    sendContactEnquiry: build.mutation(routeEndpoint(contact, 'enquire')),
    sendStumpEnquiry: build.mutation(routeEndpoint(contact, 'stump')),
    sendBulkEmail: build.mutation({ ...routeEndpoint(campaigns, 'send'), invalidatesTags: ['Campaigns'] }),
    campaign: build.query(routeEndpoint(campaigns, 'get', (id: string) => ({ params: { id } }))),
    campaigns: build.query({ ...routeEndpoint(campaigns, 'list'), providesTags: ['Campaigns'] }),
    cancelCampaign: build.mutation({
      ...routeEndpoint(campaigns, 'cancel', (id: string) => ({ params: { id } })),
      invalidatesTags: ['Campaigns'],
    }),
    sendTestEmail: build.mutation(routeEndpoint(campaigns, 'sendTest')),
  }),
});

export const {
  useRegisterInterestMutation,
  useInterestsQuery,
  useSendContactEnquiryMutation,
  useSendStumpEnquiryMutation,
  useSendBulkEmailMutation,
  useCampaignQuery,
  useCampaignsQuery,
  useCancelCampaignMutation,
  useSendTestEmailMutation,
} = marketingApi;
