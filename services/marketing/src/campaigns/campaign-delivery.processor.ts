import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MarketingQueues } from '@storystump/contracts';
import { JobQueues, ProcessesJobs } from '@storystump/service-kit';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import { UnsubscribeLinks } from '../links/unsubscribe-links.js';
import { Mailer } from '../mail/mailer.js';
import { MARKETING_CONFIG, type MarketingConfig } from '../marketing-config.js';
import { campaignMail } from './campaign-mail.js';

type Payload = { campaignId: string; interestId: string };

/**
 * Sends one campaign mail, at most 2,000 a second across every copy of the service. A delivery
 * already sent is never sent again (a retried or restarted job finds it done); a recipient who
 * unsubscribed since the campaign started is skipped. After many failures in a row, delivery
 * pauses for a while, so a broken mail server is not hammered.
 */
@Injectable()
export class CampaignDeliveryProcessor {
  private readonly logger = new Logger(CampaignDeliveryProcessor.name);
  private readonly campaigns = new Map<string, { id: string; subject: string; html: string }>();
  private failuresInARow = 0;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mailer: Mailer,
    private readonly links: UnsubscribeLinks,
    private readonly jobs: JobQueues,
    @Inject(MARKETING_CONFIG) private readonly config: MarketingConfig,
  ) {}

  @ProcessesJobs(MarketingQueues.campaignDelivery, { concurrency: 50, limiter: { max: 2000, durationMs: 1000 } })
  async deliver({ campaignId, interestId }: Payload, job: Job<Payload>): Promise<{ sent: boolean }> {
    const claimed: { email: string; subscribed: boolean }[] = await this.db
      .query(
        `UPDATE "marketing"."deliveries" d SET "status" = 'sending', "attempts" = d."attempts" + 1
         FROM "marketing"."interests" i
        WHERE d."campaign_id" = $1 AND d."interest_id" = $2 AND i."id" = d."interest_id"
          AND d."status" IN ('queued', 'sending')
        RETURNING d."email", i."unsubscribed_at" IS NULL AS "subscribed"`,
        [campaignId, interestId],
      )
      .then((result: [typeof claimed, number]) => result[0]);
    const delivery = claimed[0];
    if (!delivery) return { sent: false };
    if (!delivery.subscribed) {
      await this.mark(campaignId, interestId, 'skipped');
      return { sent: false };
    }
    const campaign = await this.campaign(campaignId);
    try {
      await this.mailer.send(campaignMail(campaign, { interestId, email: delivery.email }, this.links.urlFor(interestId)));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await this.mark(campaignId, interestId, lastAttempt ? 'failed' : 'queued', reason);
      await this.failed();
      throw error;
    }
    this.failuresInARow = 0;
    await this.mark(campaignId, interestId, 'sent');
    return { sent: true };
  }

  private async mark(campaignId: string, interestId: string, status: string, error: string | null = null): Promise<void> {
    await this.db.query(
      `UPDATE "marketing"."deliveries" SET "status" = $3::varchar, "error" = $4, "sent_at" = CASE WHEN $3::varchar = 'sent' THEN now() ELSE "sent_at" END
        WHERE "campaign_id" = $1 AND "interest_id" = $2`,
      [campaignId, interestId, status, error?.slice(0, 500) ?? null],
    );
  }

  private async campaign(id: string) {
    let campaign = this.campaigns.get(id);
    if (!campaign) {
      const [row]: { id: string; subject: string; html: string }[] = await this.db.query(
        `SELECT "id", "subject", "html" FROM "marketing"."campaigns" WHERE "id" = $1`,
        [id],
      );
      if (!row) throw new Error(`Campaign ${id} is gone`);
      campaign = row;
      if (this.campaigns.size > 20) this.campaigns.clear();
      this.campaigns.set(id, campaign);
    }
    return campaign;
  }

  /** Many failures in a row: the mail server is in trouble; pause delivery for a while. */
  private async failed(): Promise<void> {
    this.failuresInARow++;
    if (this.failuresInARow < this.config.pauseAfterFailures) return;
    this.failuresInARow = 0;
    const queue = this.jobs.queue(MarketingQueues.campaignDelivery);
    this.logger.warn(
      `${this.config.pauseAfterFailures} campaign mails failed in a row: delivery pauses for ${this.config.pauseMs} ms`,
    );
    await queue.pause();
    await this.db.query(`UPDATE "marketing"."campaigns" SET "status" = 'paused' WHERE "status" = 'sending'`);
    setTimeout(() => {
      void (async () => {
        await this.db.query(`UPDATE "marketing"."campaigns" SET "status" = 'sending' WHERE "status" = 'paused'`);
        await queue.resume();
        this.logger.log('Campaign delivery resumes');
      })().catch((error: unknown) => this.logger.error(`Could not resume campaign delivery: ${String(error)}`));
    }, this.config.pauseMs).unref();
  }
}
