import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { MarketingQueues, type BulkEmailInput, type CampaignView, type RequestContext } from '@storystump/contracts';
import { AuditTrail, DomainError, jobIdOf, Outbox, requireAdmin } from '@storystump/service-kit';
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
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
  ) {}

  /** Answers at once whatever the list's size: the recipients are listed and mailed by jobs. */
  async send(ctx: RequestContext, input: BulkEmailInput): Promise<CampaignView> {
    requireAdmin(ctx);
    const html = sanitiseEmailHtml(input.htmlContent);
    if (!html.replace(/<[^>]*>/g, '').trim() && !/<img\b/i.test(html)) {
      throw new DomainError(400, 'VALIDATION_FAILED', 'htmlContent is empty: write the e-mail first');
    }
    const campaign = this.campaigns.create({ id: randomUUID(), subject: input.subject, html, status: 'preparing', total: 0 });
    // The campaign and its fan-out job commit together: none is left "preparing" with no job to start it.
    await this.outbox.transaction(async (tx, emit, enqueue) => {
      await tx.insert(CampaignEntity, campaign);
      await enqueue(MarketingQueues.campaignFanOut, { campaignId: campaign.id }, { jobId: jobIdOf('campaign', campaign.id) });
      await this.audit.record(emit, ctx, {
        action: 'campaign.sent',
        target: { type: 'campaign', id: campaign.id },
        summary: `Campaign "${input.subject}" sent`,
      });
    });
    return toCampaignView(campaign, {});
  }

  async list(ctx: RequestContext): Promise<CampaignView[]> {
    requireAdmin(ctx);
    const campaigns = await this.campaigns.find({ order: { createdAt: 'DESC' }, take: 100 });
    const counts = await this.countsOf(campaigns.map((campaign) => campaign.id));
    return campaigns.map((campaign) => toCampaignView(campaign, counts.get(campaign.id) ?? {}));
  }

  async get(ctx: RequestContext, id: string): Promise<CampaignView> {
    requireAdmin(ctx);
    const campaign = await this.campaigns.findOneBy({ id });
    if (!campaign) throw new DomainError(404, 'CAMPAIGN_NOT_FOUND', 'Campaign not found');
    const counts = await this.countsOf([id]);
    return toCampaignView(campaign, counts.get(id) ?? {});
  }

  /** Each campaign's deliveries by status, in one query however many campaigns are listed. */
  private async countsOf(campaignIds: string[]): Promise<Map<string, Partial<Record<DeliveryStatus, number>>>> {
    const rows: { campaignId: string; status: DeliveryStatus; count: number }[] = await this.db.query(
      `SELECT "campaign_id" AS "campaignId", "status", count(*)::int AS "count" FROM "marketing"."deliveries"
        WHERE "campaign_id" = ANY($1::uuid[]) GROUP BY "campaign_id", "status"`,
      [campaignIds],
    );
    const counts = new Map<string, Partial<Record<DeliveryStatus, number>>>();
    for (const row of rows) counts.set(row.campaignId, { ...counts.get(row.campaignId), [row.status]: row.count });
    return counts;
  }
}
