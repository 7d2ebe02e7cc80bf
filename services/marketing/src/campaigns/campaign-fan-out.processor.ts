import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MarketingQueues } from '@storystump/contracts';
import { JobQueues, jobIdOf, ProcessesJobs } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';

const PAGE = 2000;

/**
 * Lists a campaign's recipients (every subscribed interest, once) and queues one delivery job
 * each, with an id made of campaign and recipient: run again after a crash, it adds nothing twice.
 */
@Injectable()
export class CampaignFanOutProcessor {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueues,
  ) {}

  @ProcessesJobs(MarketingQueues.campaignFanOut)
  async fanOut({ campaignId }: { campaignId: string }): Promise<{ recipients: number }> {
    await this.db.query(
      `INSERT INTO "marketing"."deliveries" ("campaign_id", "interest_id", "email", "status")
       SELECT $1, "id", "email", 'queued' FROM "marketing"."interests" WHERE "unsubscribed_at" IS NULL
       ON CONFLICT DO NOTHING`,
      [campaignId],
    );
    await this.db.query(
      `UPDATE "marketing"."campaigns" c SET "status" = 'sending',
         "total" = (SELECT count(*) FROM "marketing"."deliveries" d WHERE d."campaign_id" = c."id")
       WHERE c."id" = $1 AND c."status" = 'preparing'`,
      [campaignId],
    );
    const [{ total }]: { total: number }[] = await this.db.query(`SELECT "total" FROM "marketing"."campaigns" WHERE "id" = $1`, [
      campaignId,
    ]);
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const page: { interest_id: string }[] = await this.db.query(
        `SELECT "interest_id" FROM "marketing"."deliveries"
          WHERE "campaign_id" = $1 AND "status" IN ('queued', 'sending') AND "interest_id" > $2
          ORDER BY "interest_id" LIMIT $3`,
        [campaignId, after, PAGE],
      );
      if (!page.length) break;
      await this.jobs.enqueueMany(
        MarketingQueues.campaignDelivery,
        page.map(({ interest_id: interestId }) => ({
          data: { campaignId, interestId },
          options: {
            jobId: jobIdOf('campaign', campaignId, interestId),
            attempts: 6,
            backoff: { type: 'exponential', delay: 2000 },
          },
        })),
      );
      after = page[page.length - 1]!.interest_id;
    }
    return { recipients: total };
  }
}
