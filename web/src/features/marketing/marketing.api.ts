import type {
  BulkEmailInput,
  CampaignRoutes,
  CampaignView,
  ContactEnquiryInput,
  ContactRoutes,
  InterestRoutes,
  InterestView,
  StumpEnquiryInput,
  TestEmailInput,
  TestEmailSent,
} from '@storystump/contracts';
import { api } from '../../api/base-api';
import { requestTo } from '../../api/route-request';

/** Sign-ups, enquiries and bulk e-mail: the contact page, the shop's stump form and two admin tabs. */
export const marketingApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerInterest: build.mutation<unknown, { email: string }>({
      query: (body) =>
        requestTo<typeof InterestRoutes.register>({ method: 'POST', path: 'interest/register-interest' }, { body }),
      invalidatesTags: ['Interests'],
    }),
    interests: build.query<InterestView[], void>({
      query: () => requestTo<typeof InterestRoutes.list>({ method: 'GET', path: 'interest/interests' }),
      providesTags: ['Interests'],
    }),
    sendContactEnquiry: build.mutation<unknown, ContactEnquiryInput>({
      query: (body) => requestTo<typeof ContactRoutes.enquire>({ method: 'POST', path: 'contact/enquire' }, { body }),
    }),
    sendStumpEnquiry: build.mutation<unknown, StumpEnquiryInput & { treeStumpLocation?: string }>({
      query: (body) => requestTo<typeof ContactRoutes.stump>({ method: 'POST', path: 'contact' }, { body }),
    }),
    sendBulkEmail: build.mutation<CampaignView, BulkEmailInput>({
      query: (body) =>
        requestTo<typeof CampaignRoutes.send>({ method: 'POST', path: 'email-marketing/send-bulk-email' }, { body }),
      invalidatesTags: ['Campaigns'],
    }),
    campaign: build.query<CampaignView, string>({
      query: (id) =>
        requestTo<typeof CampaignRoutes.get>({ method: 'GET', path: 'email-marketing/campaigns/:id' }, { params: { id } }),
    }),
    campaigns: build.query<CampaignView[], void>({
      query: () => requestTo<typeof CampaignRoutes.list>({ method: 'GET', path: 'email-marketing/campaigns' }),
      providesTags: ['Campaigns'],
    }),
    cancelCampaign: build.mutation<CampaignView, string>({
      query: (id) =>
        requestTo<typeof CampaignRoutes.cancel>(
          { method: 'POST', path: 'email-marketing/campaigns/:id/cancel' },
          { params: { id } },
        ),
      invalidatesTags: ['Campaigns'],
    }),
    sendTestEmail: build.mutation<TestEmailSent, TestEmailInput>({
      query: (body) => requestTo<typeof CampaignRoutes.sendTest>({ method: 'POST', path: 'email-marketing/send-test' }, { body }),
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
  useCampaignsQuery,
  useCancelCampaignMutation,
  useSendTestEmailMutation,
} = marketingApi;
