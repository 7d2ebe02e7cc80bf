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
import { DeliveryLedger } from './delivery-ledger.js';

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
    private readonly ledger: DeliveryLedger,
    private readonly mailer: Mailer,
    private readonly links: UnsubscribeLinks,
    private readonly jobs: JobQueues,
    @Inject(MARKETING_CONFIG) private readonly config: MarketingConfig,
  ) {}

  @ProcessesJobs(MarketingQueues.campaignDelivery, { concurrency: 50, limiter: { max: 2000, durationMs: 1000 } })
  async deliver({ campaignId, interestId }: Payload, job: Job<Payload>): Promise<{ sent: boolean }> {
    const key = { campaignId, interestId };
    const delivery = await this.ledger.claim(key);
    if (!delivery) return { sent: false };
    if (!delivery.subscribed) {
      await this.ledger.record(key, 'skipped');
      return { sent: false };
    }
    const campaign = await this.campaign(campaignId);
    try {
      await this.mailer.send(campaignMail(campaign, { interestId, email: delivery.email }, this.links.urlFor(interestId)));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await this.ledger.record(key, lastAttempt ? 'failed' : 'queued', reason);
      await this.failed();
      throw error;
    }
    this.failuresInARow = 0;
    await this.ledger.record(key, 'sent');
    return { sent: true };
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
