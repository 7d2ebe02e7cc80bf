import { z } from 'zod';
import { exchange } from './exchange.js';
import { done, id, moment } from './reply-fields.js';
import { emailAddress, NoInput, requiredText, text, uuid } from './fields.js';

/** The marketing service's request subjects: `marketing.<entity>.<verb>`. */
export const MarketingSubjects = {
  registerInterest: 'marketing.interests.register',
  listInterests: 'marketing.interests.list',
  unsubscribe: 'marketing.interests.unsubscribe',
  checkUnsubscribeLink: 'marketing.interests.check-unsubscribe-link',
  stumpEnquiry: 'marketing.enquiries.stump',
  contactEnquiry: 'marketing.enquiries.contact',
  listEnquiries: 'marketing.enquiries.list',
  sendBulkEmail: 'marketing.campaigns.send',
  listCampaigns: 'marketing.campaigns.list',
  getCampaign: 'marketing.campaigns.get',
} as const;

/** BullMQ queues of the marketing service. */
export const MarketingQueues = {
  enquiryMail: 'marketing.enquiry-mail',
  campaignFanOut: 'marketing.campaign-fan-out',
  campaignDelivery: 'marketing.campaign-delivery',
} as const;

export interface MarketingQueuePayloads {
  [MarketingQueues.enquiryMail]: { enquiryId: string };
  [MarketingQueues.campaignFanOut]: { campaignId: string };
  [MarketingQueues.campaignDelivery]: { campaignId: string; batch: number };
}

export const InterestInput = z.object({ email: emailAddress() });
export type InterestInput = z.infer<typeof InterestInput>;

export const UnsubscribeInput = z.object({
  id: uuid(),
  signature: z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{43}$/, 'is not a valid signature'),
});
export type UnsubscribeInput = z.infer<typeof UnsubscribeInput>;

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

export const BulkEmailInput = z.object({
  subject: requiredText(200),
  htmlContent: text(500_000).default(''),
});
export type BulkEmailInput = z.infer<typeof BulkEmailInput>;

export const CampaignIdInput = z.object({ id: uuid() });
export type CampaignIdInput = z.infer<typeof CampaignIdInput>;

export const InterestView = z.object({
  _id: id(),
  email: z.string(),
  registeredAt: moment(),
  unsubscribedAt: moment().nullable(),
});
export type InterestView = z.infer<typeof InterestView>;

export const EnquiryView = z.object({
  _id: id(),
  kind: z.enum(['stump', 'contact']),
  email: z.string(),
  fields: z.record(z.string(), z.string()),
  createdAt: moment(),
  mailedAt: moment().nullable(),
});
export type EnquiryView = z.infer<typeof EnquiryView>;

export const CampaignView = z.object({
  _id: id(),
  subject: z.string(),
  createdAt: moment(),
  status: z.enum(['preparing', 'sending', 'paused', 'done']),
  /** Recipients: every subscribed interest when the campaign was sent. */
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type CampaignView = z.infer<typeof CampaignView>;

/** Says nothing of the address: whoever holds a link learns no more than they had. */
export const UnsubscribedReply = done('unsubscribed');
export type UnsubscribedReply = z.infer<typeof UnsubscribedReply>;

export const EnquiryReceivedReply = z.object({ received: z.literal(true), _id: id() });
export type EnquiryReceivedReply = z.infer<typeof EnquiryReceivedReply>;

export const marketingContract = {
  [MarketingSubjects.registerInterest]: exchange(InterestInput, done('registered')),
  [MarketingSubjects.listInterests]: exchange(NoInput, z.array(InterestView)),
  [MarketingSubjects.unsubscribe]: exchange(UnsubscribeInput, UnsubscribedReply),
  [MarketingSubjects.checkUnsubscribeLink]: exchange(UnsubscribeInput, done('valid')),
  [MarketingSubjects.stumpEnquiry]: exchange(StumpEnquiryInput, EnquiryReceivedReply),
  [MarketingSubjects.contactEnquiry]: exchange(ContactEnquiryInput, EnquiryReceivedReply),
  [MarketingSubjects.listEnquiries]: exchange(NoInput, z.array(EnquiryView)),
  [MarketingSubjects.sendBulkEmail]: exchange(BulkEmailInput, CampaignView),
  [MarketingSubjects.listCampaigns]: exchange(NoInput, z.array(CampaignView)),
  [MarketingSubjects.getCampaign]: exchange(CampaignIdInput, CampaignView),
} as const;

/** The marketing service publishes no domain events. */
export type MarketingEventPayloads = Record<never, never>;
