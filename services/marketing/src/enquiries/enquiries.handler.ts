import { Controller } from '@nestjs/common';
import { MarketingSubjects, type ContactEnquiryInput, type Envelope, type StumpEnquiryInput } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { EnquiriesService } from './enquiries.service.js';

@Controller()
export class EnquiriesHandler {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Handles(MarketingSubjects.stumpEnquiry)
  stump({ input }: Envelope<StumpEnquiryInput>) {
    return this.enquiries.stump(input);
  }

  @Handles(MarketingSubjects.contactEnquiry)
  contact({ input }: Envelope<ContactEnquiryInput>) {
    return this.enquiries.contact(input);
  }

  @Handles(MarketingSubjects.listEnquiries)
  list({ ctx }: Envelope<unknown>) {
    return this.enquiries.list(ctx);
  }
}
