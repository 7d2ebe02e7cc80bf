import type { EnquiryView } from '@storystump/contracts';

/** What an enquiry asks, in one line: a contact's message, or who wants a stump, where, and why. */
export function enquiryText(enquiry: EnquiryView): string {
  const fields = enquiry.fields;
  if (enquiry.kind === 'contact') return fields.message ?? '';
  const name = [fields.firstName, fields.lastName].filter(Boolean).join(' ');
  const address = [fields.addressLine1, fields.addressLine2, fields.city, fields.state, fields.postalCode, fields.country].filter(
    Boolean,
  );
  const place = fields.treeStumpLocation ? ` Stump: ${fields.treeStumpLocation}.` : '';
  return `${name}, ${address.join(', ')}: ${fields.shortDescription ?? ''}${place}`;
}

export const KIND_LABELS: Record<EnquiryView['kind'], string> = { stump: 'Tree stump', contact: 'Message' };
