import type { Mail } from '../mail/mailer.js';
import type { EnquiryEntity } from './enquiry.entity.js';

const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  country: 'Country',
  shortDescription: 'Short description',
  message: 'Message',
};

/** The shop's copy of an enquiry: plain text, with a reply going straight to the enquirer. */
export function enquiryMail(enquiry: EnquiryEntity, shopInbox: string): Mail {
  const subject =
    enquiry.kind === 'stump'
      ? `Tree stump enquiry from ${enquiry.fields.firstName} ${enquiry.fields.lastName}`
      : `Message from ${enquiry.email}`;
  const lines = Object.entries(enquiry.fields)
    .filter(([, value]) => value)
    .map(([field, value]) => `${LABELS[field] ?? field}: ${value}`);
  return {
    to: shopInbox,
    replyTo: enquiry.email,
    subject,
    text: `${lines.join('\n')}\n\nReceived ${enquiry.createdAt.toISOString()} (enquiry ${enquiry.id}).\n`,
  };
}
