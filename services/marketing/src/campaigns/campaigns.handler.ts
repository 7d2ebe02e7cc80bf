import { Controller } from '@nestjs/common';
import {
  MarketingSubjects,
  type BulkEmailInput,
  type CampaignIdInput,
  type FollowCampaignLinkInput,
  type Envelope,
  type TestEmailInput,
} from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { CampaignsService } from './campaigns.service.js';

@Controller()
export class CampaignsHandler {
  constructor(private readonly campaigns: CampaignsService) {}

  @Handles(MarketingSubjects.sendBulkEmail)
  send({ ctx, input }: Envelope<BulkEmailInput>) {
    return this.campaigns.send(ctx, input);
  }

  @Handles(MarketingSubjects.listCampaigns)
  list({ ctx }: Envelope<unknown>) {
    return this.campaigns.list(ctx);
  }

  @Handles(MarketingSubjects.getCampaign)
  get({ ctx, input }: Envelope<CampaignIdInput>) {
    return this.campaigns.get(ctx, input.id);
  }

  @Handles(MarketingSubjects.cancelCampaign)
  cancel({ ctx, input }: Envelope<CampaignIdInput>) {
    return this.campaigns.cancel(ctx, input.id);
  }

  @Handles(MarketingSubjects.sendTestEmail)
  sendTest({ ctx, input }: Envelope<TestEmailInput>) {
    return this.campaigns.sendTest(ctx, input);
  }

  @Handles(MarketingSubjects.followCampaignLink)
  follow({ input }: Envelope<FollowCampaignLinkInput>) {
    return this.campaigns.followLink(input);
  }
}
