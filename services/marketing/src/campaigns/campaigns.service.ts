import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { MarketingQueues, type BulkEmailInput, type CampaignView, type RequestContext } from '@storystump/contracts';
import { DomainError, JobQueues, jobIdOf, requireAdmin } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { CampaignEntity } from './campaign.entity.js';
import { toCampaignView } from './campaign-view.js';
import type { DeliveryStatus } from './delivery.entity.js';
import { sanitiseEmailHtml } from './email-html.js';

@Injectable()
export class CampaignsService {
  constructor(
    @InjectRepository(CampaignEntity) private readonly campaigns: Repository<CampaignEntity>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueues,
  ) {}

  /** Answers at once whatever the list's size: the recipients are listed and mailed by jobs. */
  async send(ctx: RequestContext, input: BulkEmailInput): Promise<CampaignView> {
    requireAdmin(ctx);
    const html = sanitiseEmailHtml(input.htmlContent);
    if (!html.replace(/<[^>]*>/g, '').trim() && !/<img\b/i.test(html)) {
      throw new DomainError(400, 'VALIDATION_FAILED', 'htmlContent is empty: write the e-mail first');
    }
    const campaign = this.campaigns.create({ id: randomUUID(), subject: input.subject, html, status: 'preparing', total: 0 });
    await this.campaigns.insert(campaign);
    await this.jobs.enqueue(
      MarketingQueues.campaignFanOut,
      { campaignId: campaign.id },
      { jobId: jobIdOf('campaign', campaign.id) },
    );
    return toCampaignView(campaign, {});
  }

  async list(ctx: RequestContext): Promise<CampaignView[]> {
    requireAdmin(ctx);
    const campaigns = await this.campaigns.find({ order: { createdAt: 'DESC' }, take: 100 });
    return Promise.all(campaigns.map(async (campaign) => toCampaignView(campaign, await this.countsOf(campaign.id))));
  }

  async get(ctx: RequestContext, id: string): Promise<CampaignView> {
    requireAdmin(ctx);
    const campaign = await this.campaigns.findOneBy({ id });
    if (!campaign) throw new DomainError(404, 'CAMPAIGN_NOT_FOUND', 'Campaign not found');
    return toCampaignView(campaign, await this.countsOf(id));
  }

  private async countsOf(campaignId: string): Promise<Partial<Record<DeliveryStatus, number>>> {
    const rows: { status: DeliveryStatus; count: number }[] = await this.db.query(
      `SELECT "status", count(*)::int AS "count" FROM "marketing"."deliveries" WHERE "campaign_id" = $1 GROUP BY "status"`,
      [campaignId],
    );
    return Object.fromEntries(rows.map((row) => [row.status, row.count]));
  }
}
