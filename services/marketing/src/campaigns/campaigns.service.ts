import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  CampaignOps,
  MarketingQueues,
  MAX_SCHEDULE_DAYS,
  UserOps,
  type BulkEmailInput,
  type CampaignIdInput,
  type CampaignView,
  type FollowCampaignLinkInput,
  type ParsedInputOf,
  type RequestContext,
  type TestEmailInput,
} from '@storystump/contracts';
import {
  AuditTrail,
  DomainError,
  Handles,
  JobQueues,
  keysetPage,
  Outbox,
  RpcClient,
  jobIdOf,
  type KeysetPage,
} from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import { In, type DataSource, type Repository } from 'typeorm';
import { SignedLinks } from '../links/signed-links.js';
import { Mailer } from '../mail/mailer.js';
import { CAMPAIGN_PAGES } from './campaign-pages.js';
import { CampaignEntity } from './campaign.entity.js';
import { CampaignLinkEntity } from './campaign-link.entity.js';
import { testMail } from './campaign-mail.js';
import { NO_RESULTS, toCampaignView, type CampaignResults } from './campaign-view.js';
import { withCountedLinks } from './counted-links.js';
import { LinkFollows } from './link-follows.js';
import type { DeliveryStatus } from './delivery.entity.js';
import { sanitiseEmailHtml } from './email-html.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const notFound = () => new DomainError(404, 'CAMPAIGN_NOT_FOUND', 'Campaign not found');

/** The draft's sanitised HTML; a draft of nothing but blanks is refused. */
function draftHtml(input: TestEmailInput): string {
  const html = sanitiseEmailHtml(input.htmlContent);
  if (!html.replace(/<[^>]*>/g, '').trim() && !/<img\b/i.test(html)) {
    throw new DomainError(400, 'VALIDATION_FAILED', 'htmlContent is empty: write the e-mail first');
  }
  return html;
}

/** When a campaign starts: now, or the moment asked for, which must be ahead and not too far. */
function startOf(sendAt: string | undefined): Date {
  if (sendAt === undefined) return new Date();
  const at = new Date(sendAt);
  if (at.getTime() <= Date.now()) throw new DomainError(400, 'VALIDATION_FAILED', 'sendAt must be in the future');
  if (at.getTime() > Date.now() + MAX_SCHEDULE_DAYS * DAY_MS) {
    throw new DomainError(400, 'VALIDATION_FAILED', `sendAt must be at most ${MAX_SCHEDULE_DAYS} days ahead`);
  }
  return at;
}

@Injectable()
export class CampaignsService {
  constructor(
    @InjectRepository(CampaignEntity) private readonly campaigns: Repository<CampaignEntity>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
    private readonly links: SignedLinks,
    private readonly mailer: Mailer,
    private readonly jobs: JobQueues,
    private readonly rpc: RpcClient,
    private readonly follows: LinkFollows,
  ) {}

  /** Answers at once whatever the list's size: the recipients are listed and mailed by jobs, now or at `sendAt`. */
  @Handles(CampaignOps.send)
  async send(ctx: RequestContext, input: BulkEmailInput): Promise<CampaignView> {
    const sanitised = draftHtml(input);
    const sendAt = startOf(input.sendAt);
    const id = randomUUID();
    const { html, urls } = withCountedLinks(sanitised, (position) => this.links.campaignLinkUrl(id, position));
    const scheduled = input.sendAt !== undefined;
    const campaign = this.campaigns.create({
      id,
      subject: input.subject,
      html,
      status: scheduled ? 'scheduled' : 'preparing',
      total: 0,
      sendAt,
      startedAt: null,
      createdAt: new Date(),
    });
    // The campaign and its fan-out job commit together: none is left waiting with no job to start it.
    await this.outbox.transaction(async (tx, emit, enqueue) => {
      await tx.insert(CampaignEntity, campaign);
      if (urls.length)
        await tx.insert(
          CampaignLinkEntity,
          urls.map((url, position) => ({ campaignId: id, position, url })),
        );
      await enqueue(
        MarketingQueues.campaignFanOut,
        { campaignId: id },
        { jobId: jobIdOf('campaign', id), delay: Math.max(0, sendAt.getTime() - Date.now()) },
      );
      await this.audit.record(emit, ctx, {
        action: scheduled ? 'campaign.scheduled' : 'campaign.sent',
        target: { type: 'campaign', id },
        summary: scheduled
          ? `Campaign "${input.subject}" scheduled for ${sendAt.toISOString()}`
          : `Campaign "${input.subject}" sent`,
      });
    });
    return toCampaignView(campaign, { ...NO_RESULTS, links: urls.map((url) => ({ url, clicks: 0 })) });
  }

  /** A scheduled campaign is cancelled until its fan-out has started it (which takes the same lock). */
  @Handles(CampaignOps.cancel)
  async cancel(ctx: RequestContext, { id }: CampaignIdInput): Promise<CampaignView> {
    await this.outbox.transaction(async (tx, emit) => {
      const [row]: { status: CampaignEntity['status']; subject: string }[] = await tx.query(
        `SELECT "status", "subject" FROM "marketing"."campaigns" WHERE "id" = $1 FOR UPDATE`,
        [id],
      );
      if (!row) throw notFound();
      if (row.status === 'cancelled') return;
      if (row.status !== 'scheduled') {
        throw new DomainError(
          409,
          'CAMPAIGN_STARTED',
          'This campaign has already started: only a scheduled one can be cancelled',
        );
      }
      await tx.query(`UPDATE "marketing"."campaigns" SET "status" = 'cancelled' WHERE "id" = $1`, [id]);
      await this.audit.record(emit, ctx, {
        action: 'campaign.cancelled',
        target: { type: 'campaign', id },
        summary: `Campaign "${row.subject}" cancelled`,
      });
    });
    // Its waiting job would find it cancelled and do nothing; removed, it does not wait at all.
    await this.jobs
      .queue(MarketingQueues.campaignFanOut)
      .remove(jobIdOf('campaign', id))
      .catch(() => undefined);
    return this.get(ctx, { id });
  }

  /** The draft to the signed-in admin alone, sent before the answer. */
  @Handles(CampaignOps.sendTest)
  async sendTest(ctx: RequestContext, input: TestEmailInput): Promise<{ sentTo: string }> {
    const html = draftHtml(input);
    const admin = await this.rpc.send(UserOps.get.subject, ctx, { id: ctx.actor!.id });
    try {
      await this.mailer.send(testMail({ subject: input.subject, html }, admin.email));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new DomainError(502, 'MAIL_NOT_SENT', `The test could not be sent: ${reason.slice(0, 200)}`);
    }
    return { sentTo: admin.email };
  }

  /**
   * A follow of a campaign's link, counted for the campaign alone and once a minute per follower;
   * a look without a follower (HEAD) counts nothing. Answers where it leads.
   */
  @Handles(CampaignOps.followLink)
  async followLink(_ctx: RequestContext, input: FollowCampaignLinkInput): Promise<{ url: string }> {
    if (!this.links.verifiesCampaignLink(input.campaign, input.link, input.signature)) {
      throw new DomainError(400, 'INVALID_CAMPAIGN_LINK', 'This link is not valid');
    }
    const counts = input.follower !== undefined && (await this.follows.counts(input, input.follower));
    // An UPDATE answers its rows and their count; a SELECT its rows.
    const rows: { url: string }[] = counts
      ? (
          await this.db.query<[{ url: string }[], number]>(
            `UPDATE "marketing"."campaign_links" SET "clicks" = "clicks" + 1
              WHERE "campaign_id" = $1 AND "position" = $2 RETURNING "url"`,
            [input.campaign, input.link],
          )
        )[0]
      : await this.db.query<{ url: string }[]>(
          `SELECT "url" FROM "marketing"."campaign_links" WHERE "campaign_id" = $1 AND "position" = $2`,
          [input.campaign, input.link],
        );
    if (!rows[0]) throw new DomainError(404, 'LINK_NOT_FOUND', 'This link is no longer there');
    return { url: rows[0].url };
  }

  @Handles(CampaignOps.list)
  async list(): Promise<CampaignView[]> {
    const campaigns = await this.campaigns.find({ order: { createdAt: 'DESC', id: 'ASC' } });
    const results = await this.resultsOf(campaigns.map((campaign) => campaign.id));
    return campaigns.map((campaign) => toCampaignView(campaign, results.get(campaign.id) ?? NO_RESULTS));
  }

  @Handles(CampaignOps.listPage)
  page(_ctx: RequestContext, input: ParsedInputOf<typeof CampaignOps.listPage>): Promise<KeysetPage<CampaignView>> {
    return keysetPage(this.campaigns.manager, CAMPAIGN_PAGES, input, async (ids) => {
      const campaigns = await this.campaigns.findBy({ id: In(ids) });
      const results = await this.resultsOf(ids);
      return campaigns.map((campaign) => toCampaignView(campaign, results.get(campaign.id) ?? NO_RESULTS));
    });
  }

  @Handles(CampaignOps.get)
  async get(ctx: RequestContext, { id }: CampaignIdInput): Promise<CampaignView> {
    const campaign = await this.campaigns.findOneBy({ id });
    if (!campaign) throw notFound();
    const results = await this.resultsOf([id]);
    return toCampaignView(campaign, results.get(id) ?? NO_RESULTS);
  }

  /** Each campaign's deliveries by status, unsubscriptions since it started and links' follows, in one query. */
  private async resultsOf(campaignIds: string[]): Promise<Map<string, CampaignResults>> {
    const rows: {
      id: string;
      deliveries: Partial<Record<DeliveryStatus, number>> | null;
      unsubscribed: number;
      links: { url: string; clicks: number }[];
    }[] = await this.db.query(
      `SELECT c."id",
              (SELECT json_object_agg("status", "count") FROM (
                 SELECT "status", count(*)::int AS "count" FROM "marketing"."deliveries" d
                  WHERE d."campaign_id" = c."id" GROUP BY "status") s) AS "deliveries",
              (SELECT count(*)::int FROM "marketing"."deliveries" d JOIN "marketing"."interests" i ON i."id" = d."interest_id"
                WHERE d."campaign_id" = c."id" AND i."unsubscribed_at" >= c."started_at") AS "unsubscribed",
              (SELECT COALESCE(json_agg(json_build_object('url', l."url", 'clicks', l."clicks") ORDER BY l."position"), '[]')
                 FROM "marketing"."campaign_links" l WHERE l."campaign_id" = c."id") AS "links"
         FROM "marketing"."campaigns" c WHERE c."id" = ANY($1::uuid[])`,
      [campaignIds],
    );
    return new Map(
      rows.map((row) => [row.id, { deliveries: row.deliveries ?? {}, unsubscribed: row.unsubscribed, links: row.links }]),
    );
  }
}
