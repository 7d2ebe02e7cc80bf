import { Controller } from '@nestjs/common';
import {
  MarketingSubjects,
  type ConfirmInterestInput,
  type Envelope,
  type InterestInput,
  type UnsubscribeInput,
} from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { InterestsService } from './interests.service.js';

@Controller()
export class InterestsHandler {
  constructor(private readonly interests: InterestsService) {}

  @Handles(MarketingSubjects.registerInterest)
  register({ input }: Envelope<InterestInput>) {
    return this.interests.register(input);
  }

  @Handles(MarketingSubjects.listInterests)
  list({ ctx }: Envelope<unknown>) {
    return this.interests.list(ctx);
  }

  @Handles(MarketingSubjects.checkConfirmationLink)
  checkConfirmationLink({ input }: Envelope<ConfirmInterestInput>) {
    return this.interests.checkConfirmationLink(input);
  }

  @Handles(MarketingSubjects.confirmInterest)
  confirm({ input }: Envelope<ConfirmInterestInput>) {
    return this.interests.confirm(input);
  }

  @Handles(MarketingSubjects.checkUnsubscribeLink)
  checkLink({ input }: Envelope<UnsubscribeInput>) {
    return this.interests.checkLink(input);
  }

  @Handles(MarketingSubjects.unsubscribe)
  unsubscribe({ input }: Envelope<UnsubscribeInput>) {
    return this.interests.unsubscribe(input);
  }
}
