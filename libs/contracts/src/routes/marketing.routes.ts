import {
  BulkEmailInput,
  CampaignLinkInput,
  ConfirmInterestInput,
  ContactEnquiryInput,
  InterestInput,
  MarketingSubjects,
  StumpEnquiryInput,
  TestEmailInput,
  UnsubscribeInput,
} from '../marketing.js';
import { route } from './route.js';

export const InterestRoutes = {
  /** Signing up twice is a success too: one address, one row. The address is mailed a link to confirm it. */
  register: route({
    method: 'POST',
    path: 'interest/register-interest',
    access: 'public',
    summary: 'Sign up for news by e-mail',
    tag: 'marketing',
    status: 200,
    rateLimits: ['enquiry'],
    subject: MarketingSubjects.registerInterest,
    body: InterestInput,
  }),
  list: route({
    method: 'GET',
    path: 'interest/interests',
    access: 'admin',
    summary: 'Everyone signed up for news',
    tag: 'marketing',
    subject: MarketingSubjects.listInterests,
  }),
  /**
   * Worked by the gateway, which answers pages: the link of the confirmation mail shows a button,
   * since mail scanners follow links too; the button posts to the same address, which confirms.
   */
  confirm: route({
    method: 'GET',
    path: 'interest/confirm',
    access: 'public',
    summary: "A confirmation mail's signed link: a page with a button to confirm (nothing changes yet)",
    tag: 'marketing',
    query: ConfirmInterestInput,
  }),
  confirmAddress: route({
    method: 'POST',
    path: 'interest/confirm',
    access: 'public',
    summary: "Confirm an address through its confirmation mail's signed link: its page's button",
    tag: 'marketing',
    status: 200,
    query: ConfirmInterestInput,
  }),
} as const;

/** Enquiries are stored, then mailed to the shop's inbox by a job: a mail server being down loses none. */
export const ContactRoutes = {
  stump: route({
    method: 'POST',
    path: 'contact',
    access: 'public',
    summary: 'Ask about a tree-stump station for a garden',
    tag: 'marketing',
    rateLimits: ['enquiry'],
    subject: MarketingSubjects.stumpEnquiry,
    body: StumpEnquiryInput,
  }),
  enquire: route({
    method: 'POST',
    path: 'contact/enquire',
    access: 'public',
    summary: 'Send the shop a message',
    tag: 'marketing',
    rateLimits: ['enquiry'],
    subject: MarketingSubjects.contactEnquiry,
    body: ContactEnquiryInput,
  }),
  list: route({
    method: 'GET',
    path: 'contact/enquiries',
    access: 'admin',
    summary: 'Every stump and contact enquiry',
    tag: 'marketing',
    subject: MarketingSubjects.listEnquiries,
  }),
} as const;

export const CampaignRoutes = {
  /** Accepted at once, whatever the list's size: the campaign's own route shows its progress. */
  send: route({
    method: 'POST',
    path: 'email-marketing/send-bulk-email',
    access: 'admin',
    summary: 'Send a mailing to everyone signed up (answers at once)',
    tag: 'marketing',
    status: 202,
    subject: MarketingSubjects.sendBulkEmail,
    body: BulkEmailInput,
  }),
  list: route({
    method: 'GET',
    path: 'email-marketing/campaigns',
    access: 'admin',
    summary: 'Mailings with their progress',
    tag: 'marketing',
    subject: MarketingSubjects.listCampaigns,
  }),
  get: route({
    method: 'GET',
    path: 'email-marketing/campaigns/:id',
    access: 'admin',
    summary: "One mailing's progress",
    tag: 'marketing',
    subject: MarketingSubjects.getCampaign,
  }),
  /** Only a scheduled campaign that has not started: 409 once it has. */
  cancel: route({
    method: 'POST',
    path: 'email-marketing/campaigns/:id/cancel',
    access: 'admin',
    summary: 'Cancel a scheduled mailing before it starts',
    tag: 'marketing',
    status: 200,
    subject: MarketingSubjects.cancelCampaign,
  }),
  sendTest: route({
    method: 'POST',
    path: 'email-marketing/send-test',
    access: 'admin',
    summary: 'Mail a draft to the signed-in admin alone',
    tag: 'marketing',
    status: 200,
    subject: MarketingSubjects.sendTestEmail,
    body: TestEmailInput,
  }),
  /** Worked by the gateway, which redirects: every link of a campaign mail goes through here. */
  follow: route({
    method: 'GET',
    path: 'email-marketing/link',
    access: 'public',
    summary: 'A campaign link: counted for the campaign (never for a person) and redirected to its address',
    tag: 'marketing',
    status: 302,
    query: CampaignLinkInput,
  }),
} as const;

/** The signed link in every campaign mail: worked by the gateway, which answers pages, not JSON. */
export const UnsubscribeRoutes = {
  confirm: route({
    method: 'GET',
    path: 'unsubscribe',
    access: 'public',
    summary: "A mail's signed unsubscribe link: a page with a button to confirm (nothing changes yet)",
    tag: 'marketing',
    query: UnsubscribeInput,
  }),
  unsubscribe: route({
    method: 'POST',
    path: 'unsubscribe',
    access: 'public',
    summary: "Unsubscribe through a signed link: its page's button, or one-click (RFC 8058)",
    tag: 'marketing',
    status: 200,
    query: UnsubscribeInput,
  }),
} as const;
