import { Controller } from '@nestjs/common';
import { MarketingSubjects, type BulkEmailInput, type CampaignIdInput, type Envelope } from '@storystump/contracts';
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
}
