import { MarketingFamilyDataOps } from './family-export.js';
import { z } from 'zod';
import { contractOf, listOperation, operation, operations, pagedQuery, pageOperation } from './operation.js';
import { pageQueryDescriptions, paging } from './paging.js';
import { done, id, moment } from './reply-fields.js';
import { emailAddress, NoInput, requiredText, text, uuid } from './fields.js';

/** BullMQ queues of the marketing service. */
export const MarketingQueues = {
  enquiryMail: 'marketing.enquiry-mail',
  campaignFanOut: 'marketing.campaign-fan-out',
  campaignDelivery: 'marketing.campaign-delivery',
  confirmationMail: 'marketing.confirmation-mail',
  fleetAlertDigest: 'marketing.fleet-alert-digest',
} as const;

export interface MarketingQueuePayloads {
  [MarketingQueues.enquiryMail]: { enquiryId: string };
  [MarketingQueues.campaignFanOut]: { campaignId: string };
  [MarketingQueues.campaignDelivery]: { campaignId: string; batch: number };
  [MarketingQueues.confirmationMail]: { interestId: string; registeredAt: string };
  [MarketingQueues.fleetAlertDigest]: Record<string, never>;
}

export const InterestInput = z.object({ email: emailAddress() });
export type InterestInput = z.infer<typeof InterestInput>;

export const UnsubscribeInput = z.object({
  id: uuid(),
  signature: z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{43}$/, 'is not a valid signature'),
});
export type UnsubscribeInput = z.infer<typeof UnsubscribeInput>;

/** The signed link of a confirmation mail: the same shape as an unsubscribe link, signed for another purpose. */
export const ConfirmInterestInput = UnsubscribeInput;
export type ConfirmInterestInput = z.infer<typeof ConfirmInterestInput>;

/** The links of one campaign that are counted; any after these go out as they are. */
export const MAX_CAMPAIGN_LINKS = 200;
const LINK_NUMBER = `must be a whole number from 0 to ${MAX_CAMPAIGN_LINKS - 1}`;

/** A campaign's link as mailed: the campaign, the link's place in it and their signature; nothing of the reader. */
export const CampaignLinkInput = z.object({
  campaign: uuid(),
  link: z.coerce
    .number({ error: LINK_NUMBER })
    .int(LINK_NUMBER)
    .min(0, LINK_NUMBER)
    .max(MAX_CAMPAIGN_LINKS - 1, LINK_NUMBER),
  signature: UnsubscribeInput.shape.signature,
});
export type CampaignLinkInput = z.infer<typeof CampaignLinkInput>;

/**
 * A follow of a campaign's link as the gateway passes it on: who followed, as the sha256 of their
 * address (never the address), so that one follower's repeats count once; none for a look that is
 * no follow (HEAD), which counts nothing.
 */
export const FollowCampaignLinkInput = CampaignLinkInput.extend({
  follower: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be a sha256 digest')
    .optional(),
});
export type FollowCampaignLinkInput = z.infer<typeof FollowCampaignLinkInput>;

const optionalText = (max: number) =>
  text(max)
    .transform((value) => value.trim())
    .optional();

export const StumpEnquiryInput = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  email: emailAddress(),
  addressLine1: requiredText(120),
  addressLine2: optionalText(120),
  city: requiredText(80),
  state: requiredText(80),
  postalCode: requiredText(20),
  country: requiredText(80),
  shortDescription: requiredText(2000),
  /** Where in the garden the stump stands, in the enquirer's words or as coordinates. */
  treeStumpLocation: optionalText(200),
});
export type StumpEnquiryInput = z.infer<typeof StumpEnquiryInput>;

export const ContactEnquiryInput = z.object({
  email: emailAddress(),
  message: requiredText(5000),
});
export type ContactEnquiryInput = z.infer<typeof ContactEnquiryInput>;

/** How far ahead a campaign may be scheduled. */
export const MAX_SCHEDULE_DAYS = 366;

export const TestEmailInput = z.object({
  subject: requiredText(200),
  htmlContent: text(500_000).default(''),
});
export type TestEmailInput = z.infer<typeof TestEmailInput>;

export const BulkEmailInput = TestEmailInput.extend({
  /** When to start sending (ISO 8601 with its offset); absent, at once. A moment past is refused. */
  sendAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time with its offset' }).optional(),
});
export type BulkEmailInput = z.infer<typeof BulkEmailInput>;

export const TestEmailSent = z.object({ sentTo: z.string() });
export type TestEmailSent = z.infer<typeof TestEmailSent>;

export const CampaignIdInput = z.object({ id: uuid() });
export type CampaignIdInput = z.infer<typeof CampaignIdInput>;

/** pending until the address is confirmed through its mail; suppressed after a mail server refused it for good. */
export const INTEREST_STATES = ['pending', 'confirmed', 'unsubscribed', 'suppressed'] as const;
export type InterestState = (typeof INTEREST_STATES)[number];

export const InterestView = z.object({
  _id: id(),
  email: z.string(),
  state: z.enum(INTEREST_STATES),
  registeredAt: moment(),
  confirmedAt: moment().nullable(),
  unsubscribedAt: moment().nullable(),
  suppressedAt: moment().nullable(),
});
export type InterestView = z.infer<typeof InterestView>;

/** How many addresses are in each state, and in all: counted over every sign-up, however many a page lists. */
export const InterestsSummary = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  unsubscribed: z.number().int(),
  suppressed: z.number().int(),
  total: z.number().int(),
});
export type InterestsSummary = z.infer<typeof InterestsSummary>;

export const EnquiryView = z.object({
  _id: id(),
  kind: z.enum(['stump', 'contact']),
  email: z.string(),
  fields: z.record(z.string(), z.string()),
  createdAt: moment(),
  mailedAt: moment().nullable(),
});
export type EnquiryView = z.infer<typeof EnquiryView>;

export const CAMPAIGN_STATUSES = ['scheduled', 'preparing', 'sending', 'paused', 'done', 'cancelled'] as const;

export const CampaignLinkClicks = z.object({ url: z.string(), clicks: z.number().int() });

export const CampaignView = z.object({
  _id: id(),
  subject: z.string(),
  createdAt: moment(),
  /** When it starts (or started) sending: the moment it was scheduled for, else when it was sent. */
  sendAt: moment(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** Recipients: every confirmed address when the campaign started. */
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Its recipients who have unsubscribed since it started. */
  unsubscribed: z.number().int(),
  /** Follows of each of its links, counted for the campaign, never for a person. */
  links: z.array(CampaignLinkClicks),
});
export type CampaignView = z.infer<typeof CampaignView>;

/** Says nothing of the address: whoever holds a link learns no more than they had. */
export const UnsubscribedReply = done('unsubscribed');
export type UnsubscribedReply = z.infer<typeof UnsubscribedReply>;

/** Where a campaign's link leads: the gateway redirects there. */
export const CampaignLinkTarget = z.object({ url: z.string() });

export const EnquiryReceivedReply = z.object({ received: z.literal(true), _id: id() });
export type EnquiryReceivedReply = z.infer<typeof EnquiryReceivedReply>;

export const InterestPaging = paging({
  sorts: ['email', 'registered'],
  defaultSort: '-registered',
  searches: 'the e-mail and its state (pending, confirmed, unsubscribed)',
});
const InterestListQuery = pagedQuery(z.object({}), InterestPaging);
export const EnquiryPaging = paging({
  sorts: ['received', 'email', 'kind'],
  defaultSort: '-received',
  searches: 'the e-mail and kind',
});
const EnquiryListQuery = pagedQuery(z.object({}), EnquiryPaging);
export const CampaignPaging = paging({
  sorts: ['created', 'subject', 'status'],
  defaultSort: '-created',
  searches: 'the subject and status',
});
const CampaignListQuery = pagedQuery(z.object({}), CampaignPaging);

export const InterestOps = operations('marketing', 'interests', {
  register: operation(InterestInput, done('registered'), {
    method: 'POST',
    path: 'interest/register-interest',
    access: 'public',
    summary: 'Sign up for news by e-mail',
    tag: 'marketing',
    status: 200,
    rateLimits: ['enquiry'],
    body: InterestInput,
  }),
  list: listOperation(InterestListQuery.optional(), InterestView, {
    method: 'GET',
    path: 'interest/interests',
    access: 'admin',
    summary: 'Everyone signed up for news; a page of them with any of limit, cursor, q, sort',
    tag: 'marketing',
    query: InterestListQuery,
    queryDescriptions: pageQueryDescriptions(InterestPaging),
  }),
  listPage: pageOperation(z.object({}), InterestView, InterestPaging),
  summary: operation(NoInput, InterestsSummary, {
    method: 'GET',
    path: 'interest/summary',
    access: 'admin',
    summary: 'How many sign-ups are pending, confirmed, unsubscribed and suppressed, over every sign-up (admin)',
    tag: 'marketing',
  }),
  unsubscribe: operation(UnsubscribeInput, UnsubscribedReply),
  checkUnsubscribeLink: operation(UnsubscribeInput, done('valid')),
  checkConfirmationLink: operation(ConfirmInterestInput, done('valid')),
  confirm: operation(ConfirmInterestInput, done('confirmed')),
});

export const EnquiryOps = operations('marketing', 'enquiries', {
  stump: operation(StumpEnquiryInput, EnquiryReceivedReply, {
    method: 'POST',
    path: 'contact',
    access: 'public',
    summary: 'Ask about a tree-stump station for a garden',
    tag: 'marketing',
    rateLimits: ['enquiry'],
    body: StumpEnquiryInput,
  }),
  contact: operation(ContactEnquiryInput, EnquiryReceivedReply, {
    method: 'POST',
    path: 'contact/enquire',
    access: 'public',
    summary: 'Send the shop a message',
    tag: 'marketing',
    rateLimits: ['enquiry'],
    body: ContactEnquiryInput,
  }),
  list: listOperation(EnquiryListQuery.optional(), EnquiryView, {
    method: 'GET',
    path: 'contact/enquiries',
    access: 'admin',
    summary: 'Every stump and contact enquiry; a page of them with any of limit, cursor, q, sort',
    tag: 'marketing',
    query: EnquiryListQuery,
    queryDescriptions: pageQueryDescriptions(EnquiryPaging),
  }),
  listPage: pageOperation(z.object({}), EnquiryView, EnquiryPaging),
});

export const CampaignOps = operations('marketing', 'campaigns', {
  send: operation(BulkEmailInput, CampaignView, {
    method: 'POST',
    path: 'email-marketing/send-bulk-email',
    access: 'admin',
    summary: 'Send a mailing to everyone signed up (answers at once)',
    tag: 'marketing',
    status: 202,
    body: BulkEmailInput,
  }),
  list: listOperation(CampaignListQuery.optional(), CampaignView, {
    method: 'GET',
    path: 'email-marketing/campaigns',
    access: 'admin',
    summary: 'Mailings with their progress; a page of them with any of limit, cursor, q, sort',
    tag: 'marketing',
    query: CampaignListQuery,
    queryDescriptions: pageQueryDescriptions(CampaignPaging),
  }),
  listPage: pageOperation(z.object({}), CampaignView, CampaignPaging),
  get: operation(CampaignIdInput, CampaignView, {
    method: 'GET',
    path: 'email-marketing/campaigns/:id',
    access: 'admin',
    summary: "One mailing's progress",
    tag: 'marketing',
  }),
  cancel: operation(CampaignIdInput, CampaignView, {
    method: 'POST',
    path: 'email-marketing/campaigns/:id/cancel',
    access: 'admin',
    summary: 'Cancel a scheduled mailing before it starts',
    tag: 'marketing',
    status: 200,
  }),
  sendTest: operation(TestEmailInput, TestEmailSent, {
    method: 'POST',
    path: 'email-marketing/send-test',
    access: 'admin',
    summary: 'Mail a draft to the signed-in admin alone',
    tag: 'marketing',
    status: 200,
    body: TestEmailInput,
  }),
  followLink: operation(FollowCampaignLinkInput, CampaignLinkTarget),
});

export const marketingContract = contractOf(InterestOps, EnquiryOps, CampaignOps, MarketingFamilyDataOps);

/** The marketing service publishes no domain events. */
export type MarketingEventPayloads = Record<never, never>;
