import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MarketingQueues } from '@storystump/contracts';
import { JobQueues, jobIdOf, ProcessesJobs } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';
import { MAILABLE } from '../interests/interest-state.js';
import { DeliveryLedger } from './delivery-ledger.js';

/** Recipients per delivery job: one claim and one BullMQ job for this many mails. */
export const DELIVERY_BATCH = 100;
const JOBS_PER_ADD = 1000;

/**
 * Starts a campaign, at once or when it was scheduled for: lists its recipients (every confirmed
 * interest not unsubscribed or suppressed, once) in numbered batches and queues
 * one delivery job per batch, its id made of campaign and batch. Only the first run lists and
 * numbers them; run again after a crash, it finds the campaign sending and queues the same jobs,
 * which BullMQ adds once.
 */
@Injectable()
export class CampaignFanOutProcessor {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueues,
    private readonly ledger: DeliveryLedger,
  ) {}

  @ProcessesJobs(MarketingQueues.campaignFanOut)
  async fanOut({ campaignId }: { campaignId: string }): Promise<{ recipients: number }> {
    await this.db.transaction(async (tx) => {
      const [campaign]: { status: string }[] = await tx.query(
        `SELECT "status" FROM "marketing"."campaigns" WHERE "id" = $1 FOR UPDATE`,
        [campaignId],
      );
      if (campaign?.status !== 'preparing' && campaign?.status !== 'scheduled') return;
      await tx.query(
        `INSERT INTO "marketing"."deliveries" ("campaign_id", "interest_id", "email", "status", "batch")
         SELECT $1, "id", "email", 'queued', (row_number() OVER (ORDER BY "id") - 1) / $2
           FROM "marketing"."interests" WHERE ${MAILABLE}
         ON CONFLICT DO NOTHING`,
        [campaignId, DELIVERY_BATCH],
      );
      await tx.query(
        `UPDATE "marketing"."campaigns" c SET "status" = 'sending', "started_at" = now(),
           "total" = (SELECT count(*) FROM "marketing"."deliveries" d WHERE d."campaign_id" = c."id")
         WHERE c."id" = $1`,
        [campaignId],
      );
    });
    const batches: { batch: number }[] = await this.db.query(
      `SELECT DISTINCT "batch" FROM "marketing"."deliveries"
        WHERE "campaign_id" = $1 AND "status" IN ('queued', 'sending') ORDER BY "batch"`,
      [campaignId],
    );
    // This one when it has nobody to mail, and any other a failure left unfinished.
    await this.ledger.finishIfDone(null);
    for (let i = 0; i < batches.length; i += JOBS_PER_ADD) {
      await this.jobs.enqueueMany(
        MarketingQueues.campaignDelivery,
        batches.slice(i, i + JOBS_PER_ADD).map(({ batch }) => ({
          data: { campaignId, batch },
          options: {
            jobId: jobIdOf('campaign', campaignId, 'batch', batch),
            attempts: 6,
            backoff: { type: 'exponential', delay: 2000 },
          },
        })),
      );
    }
    const [{ total }]: { total: number }[] = await this.db.query(`SELECT "total" FROM "marketing"."campaigns" WHERE "id" = $1`, [
      campaignId,
    ]);
    return { recipients: total };
  }
}
