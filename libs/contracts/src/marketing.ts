import { z } from 'zod';
import { exchange } from './exchange.js';
import { emailAddress, NoInput, requiredText, text, uuid } from './fields.js';

/** The marketing service's request subjects: `marketing.<entity>.<verb>`. */
export const MarketingSubjects = {
  registerInterest: 'marketing.interests.register',
  listInterests: 'marketing.interests.list',
  unsubscribe: 'marketing.interests.unsubscribe',
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

export interface InterestView {
  _id: string;
  email: string;
  registeredAt: string;
  unsubscribedAt: string | null;
}

export interface EnquiryView {
  _id: string;
  kind: 'stump' | 'contact';
  email: string;
  fields: Record<string, string>;
  createdAt: string;
  mailedAt: string | null;
}

export interface CampaignView {
  _id: string;
  subject: string;
  createdAt: string;
  status: 'preparing' | 'sending' | 'paused' | 'done';
  /** Recipients: every subscribed interest when the campaign was sent. */
  total: number;
  queued: number;
  sent: number;
  failed: number;
}

export const marketingContract = {
  [MarketingSubjects.registerInterest]: exchange<{ registered: true }>()(InterestInput),
  [MarketingSubjects.listInterests]: exchange<InterestView[]>()(NoInput),
  [MarketingSubjects.unsubscribe]: exchange<{ unsubscribed: true; email: string }>()(UnsubscribeInput),
  [MarketingSubjects.stumpEnquiry]: exchange<{ received: true; _id: string }>()(StumpEnquiryInput),
  [MarketingSubjects.contactEnquiry]: exchange<{ received: true; _id: string }>()(ContactEnquiryInput),
  [MarketingSubjects.listEnquiries]: exchange<EnquiryView[]>()(NoInput),
  [MarketingSubjects.sendBulkEmail]: exchange<CampaignView>()(BulkEmailInput),
  [MarketingSubjects.listCampaigns]: exchange<CampaignView[]>()(NoInput),
  [MarketingSubjects.getCampaign]: exchange<CampaignView>()(CampaignIdInput),
} as const;
