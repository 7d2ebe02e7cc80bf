import type { BulkEmailInput, CampaignView, ContactEnquiryInput, InterestView, StumpEnquiryInput } from '@storystump/contracts';
import { api } from '../../api/base-api';

/** Sign-ups, enquiries and bulk e-mail: the contact page, the shop's stump form and two admin tabs. */
export const marketingApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerInterest: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: '/interest/register-interest', method: 'POST', body }),
      invalidatesTags: ['Interests'],
    }),
    interests: build.query<InterestView[], void>({
      query: () => '/interest/interests',
      providesTags: ['Interests'],
    }),
    sendContactEnquiry: build.mutation<unknown, ContactEnquiryInput>({
      query: (body) => ({ url: '/contact/enquire', method: 'POST', body }),
    }),
    sendStumpEnquiry: build.mutation<unknown, StumpEnquiryInput & { treeStumpLocation?: string }>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
    sendBulkEmail: build.mutation<CampaignView, BulkEmailInput>({
      query: (body) => ({ url: '/email-marketing/send-bulk-email', method: 'POST', body }),
      invalidatesTags: ['Campaigns'],
    }),
    campaign: build.query<CampaignView, string>({
      query: (id) => `/email-marketing/campaigns/${encodeURIComponent(id)}`,
    }),
  }),
});

export const {
  useRegisterInterestMutation,
  useInterestsQuery,
  useSendContactEnquiryMutation,
  useSendStumpEnquiryMutation,
  useSendBulkEmailMutation,
  useCampaignQuery,
} = marketingApi;
