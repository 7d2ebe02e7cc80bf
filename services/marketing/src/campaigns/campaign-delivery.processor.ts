import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MarketingQueues } from '@storystump/contracts';
import { JobQueues, ProcessesJobs } from '@storystump/service-kit';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import { SignedLinks } from '../links/signed-links.js';
import { isPermanentRefusal } from '../mail/permanent-refusal.js';
import { Mailer } from '../mail/mailer.js';
import { MARKETING_CONFIG, type MarketingConfig } from '../marketing-config.js';
import { campaignMail } from './campaign-mail.js';
import { DELIVERY_BATCH } from './campaign-fan-out.processor.js';
import { DeliveryLedger, type Recipient } from './delivery-ledger.js';

type Payload = { campaignId: string; batch: number };
type Campaign = { id: string; subject: string; html: string };

/**
 * Sends one batch of a campaign's mails, all at once through the pooled connections, at most
 * 5,000 mails a second across every copy of the service. A delivery already sent is never sent
 * again (a retried or restarted job claims only what is left); a recipient who unsubscribed since
 * the campaign started is skipped. An address the mail server refuses for good (5xx) fails at once
 * and is suppressed. A mail that failed makes the job retry, with backoff, for the
 * mails that failed alone. After many failures in a row, delivery pauses for a while, so a broken
 * mail server is not hammered.
 */
@Injectable()
export class CampaignDeliveryProcessor {
  private readonly logger = new Logger(CampaignDeliveryProcessor.name);
  private readonly campaigns = new Map<string, Campaign>();
  private failuresInARow = 0;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ledger: DeliveryLedger,
    private readonly mailer: Mailer,
    private readonly links: SignedLinks,
    private readonly jobs: JobQueues,
    @Inject(MARKETING_CONFIG) private readonly config: MarketingConfig,
  ) {}

  @ProcessesJobs(MarketingQueues.campaignDelivery, {
    concurrency: 4,
    limiter: { max: 5000 / DELIVERY_BATCH, durationMs: 1000 },
  })
  async deliver({ campaignId, batch }: Payload, job: Job<Payload>): Promise<{ sent: number }> {
    const recipients = await this.ledger.claimBatch(campaignId, batch);
    try {
      // None: its mails went before (a job retried after its outcomes were written), or their family was erased.
      if (!recipients.length) return { sent: 0 };
      const campaign = await this.campaign(campaignId);
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      const outcomes = await Promise.all(recipients.map((recipient) => this.deliverOne(campaign, recipient, lastAttempt)));
      const failures = outcomes.filter((outcome) => outcome.error !== undefined);
      if (failures.length && !lastAttempt) {
        throw new Error(`${failures.length} of ${recipients.length} mails failed, first: ${failures[0]!.error}`);
      }
      return { sent: outcomes.filter((outcome) => outcome.status === 'sent').length };
    } finally {
      // Whatever this attempt ends with, the outcomes it wrote may have been the campaign's last.
      await this.ledger.finishIfDone([campaignId]);
    }
  }

  private async deliverOne(campaign: Campaign, recipient: Recipient, lastAttempt: boolean) {
    const key = { campaignId: campaign.id, interestId: recipient.interestId };
    if (!recipient.subscribed) {
      await this.ledger.record(key, 'skipped');
      return { status: 'skipped' as const };
    }
    try {
      await this.mailer.send(campaignMail(campaign, recipient, this.links.unsubscribeUrl(recipient.interestId)));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (isPermanentRefusal(error)) {
        // Suppressed before the failure counts, so a campaign seen done has its suppressions in place.
        await this.ledger.suppress(recipient.interestId, reason);
        await this.ledger.record(key, 'failed', reason);
        return { status: 'failed' as const };
      }
      const status = lastAttempt ? ('failed' as const) : ('queued' as const);
      await this.ledger.record(key, status, reason);
      await this.failed();
      return { status, error: reason };
    }
    this.failuresInARow = 0;
    await this.ledger.record(key, 'sent');
    return { status: 'sent' as const };
  }

  private async campaign(id: string): Promise<Campaign> {
    let campaign = this.campaigns.get(id);
    if (!campaign) {
      const [row]: Campaign[] = await this.db.query(
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
