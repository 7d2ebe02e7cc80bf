import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MicroBatch, writeThroughOutage } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';
import type { DeliveryStatus } from './delivery.entity.js';

/**
 * A campaign sending (or paused) is done once none of its mails is queued or in flight: those of
 * `$1`, or every such campaign when `$1` is null. Each delivery job asks after its own outcomes
 * are written (whichever writes last sees every other's), an erasure after it skips a family's
 * mails, and each campaign's start for all (one that failed to ask is found then).
 */
export const FINISH_CAMPAIGNS = `
  UPDATE "marketing"."campaigns" c SET "status" = 'done'
   WHERE c."status" IN ('sending', 'paused') AND ($1::uuid[] IS NULL OR c."id" = ANY($1::uuid[]))
     AND NOT EXISTS (SELECT 1 FROM "marketing"."deliveries" d
                      WHERE d."campaign_id" = c."id" AND d."status" IN ('queued', 'sending'))`;

interface DeliveryKey {
  campaignId: string;
  interestId: string;
}

export interface Recipient {
  interestId: string;
  email: string;
  subscribed: boolean;
}

/**
 * The deliveries table, as the delivery jobs use it: a batch claimed before its mails are sent
 * (none already sent or failed for good), and each mail's outcome after. The outcomes of the
 * mails in flight are written together, one query for many.
 */
@Injectable()
export class DeliveryLedger {
  private readonly outcomes: MicroBatch<DeliveryKey & { status: DeliveryStatus; error: string | null }, null>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.outcomes = new MicroBatch(
      async (outcomes) => {
        await this.db.query(
          `UPDATE "marketing"."deliveries" d
            SET "status" = o."status", "error" = o."error",
                "sent_at" = CASE WHEN o."status" = 'sent' THEN now() ELSE d."sent_at" END
           FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::varchar[]) AS o("campaign_id", "interest_id", "status", "error")
          WHERE d."campaign_id" = o."campaign_id" AND d."interest_id" = o."interest_id"`,
          [
            outcomes.map((o) => o.campaignId),
            outcomes.map((o) => o.interestId),
            outcomes.map((o) => o.status),
            outcomes.map((o) => o.error?.slice(0, 500) ?? null),
          ],
        );
        return outcomes.map(() => null);
      },
      { waitMs: 2 },
    );
  }

  /**
   * The recipients of a batch still to be mailed. One job owns a batch (its id is the batch's), so
   * a delivery left 'sending' is its own earlier attempt's, cut short: it is taken again.
   */
  async claimBatch(campaignId: string, batch: number): Promise<Recipient[]> {
    const [rows]: [{ interest_id: string; email: string; subscribed: boolean }[], number] = await this.db.query(
      `UPDATE "marketing"."deliveries" d SET "status" = 'sending', "attempts" = d."attempts" + 1
         FROM "marketing"."interests" i
        WHERE d."campaign_id" = $1 AND d."batch" = $2 AND i."id" = d."interest_id" AND d."status" IN ('queued', 'sending')
        RETURNING d."interest_id", d."email", i."unsubscribed_at" IS NULL AND i."suppressed_at" IS NULL AS "subscribed"`,
      [campaignId, batch],
    );
    return rows.map((row) => ({ interestId: row.interest_id, email: row.email, subscribed: row.subscribed }));
  }

  /**
   * A mail's outcome, kept through a database restart: a mail sent but not recorded would be
   * claimed and sent again when its job is retried.
   */
  async record(key: DeliveryKey, status: DeliveryStatus, error: string | null = null): Promise<void> {
    await writeThroughOutage(() => this.outcomes.add({ ...key, status, error }));
  }

  /** Marks the campaigns done (all that are sending or paused, given none) if none of their mails is left to go. */
  async finishIfDone(campaignIds: string[] | null): Promise<void> {
    await this.db.query(FINISH_CAMPAIGNS, [campaignIds]);
  }

  /** A mail server refused the address for good: it is not mailed again until its owner confirms it anew. */
  async suppress(interestId: string, reason: string): Promise<void> {
    await writeThroughOutage(() =>
      this.db.query(
        `UPDATE "marketing"."interests" SET "suppressed_at" = now(), "suppression_reason" = $2
          WHERE "id" = $1 AND "suppressed_at" IS NULL`,
        [interestId, reason.slice(0, 500)],
      ),
    );
  }
}
