import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DeliveryStatus } from './delivery.entity.js';
import { MicroBatch } from './micro-batch.js';

interface DeliveryKey {
  campaignId: string;
  interestId: string;
}

export interface Claim {
  email: string;
  subscribed: boolean;
}

/**
 * The deliveries table, as the delivery jobs use it: a claim before a mail is sent (none for one
 * already sent) and its outcome after. Calls of the jobs in flight are batched into one query.
 */
@Injectable()
export class DeliveryLedger {
  private readonly claims: MicroBatch<DeliveryKey, Claim | null>;
  private readonly outcomes: MicroBatch<DeliveryKey & { status: DeliveryStatus; error: string | null }, null>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.claims = new MicroBatch((keys) => this.claimAll(keys));
    this.outcomes = new MicroBatch(async (outcomes) => {
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
    });
  }

  /** Null when there is nothing to send: sent already, failed for good, or not a delivery at all. */
  claim(key: DeliveryKey): Promise<Claim | null> {
    return this.claims.add(key);
  }

  async record(key: DeliveryKey, status: DeliveryStatus, error: string | null = null): Promise<void> {
    await this.outcomes.add({ ...key, status, error });
  }

  private async claimAll(keys: DeliveryKey[]): Promise<(Claim | null)[]> {
    const [rows]: [{ campaign_id: string; interest_id: string; email: string; subscribed: boolean }[], number] =
      await this.db.query(
        `UPDATE "marketing"."deliveries" d SET "status" = 'sending', "attempts" = d."attempts" + 1
           FROM unnest($1::uuid[], $2::uuid[]) AS k("campaign_id", "interest_id"), "marketing"."interests" i
          WHERE d."campaign_id" = k."campaign_id" AND d."interest_id" = k."interest_id" AND i."id" = d."interest_id"
            AND d."status" IN ('queued', 'sending')
          RETURNING d."campaign_id", d."interest_id", d."email", i."unsubscribed_at" IS NULL AS "subscribed"`,
        [keys.map((k) => k.campaignId), keys.map((k) => k.interestId)],
      );
    const found = new Map(rows.map((row) => [`${row.campaign_id}.${row.interest_id}`, row]));
    return keys.map((k) => {
      const row = found.get(`${k.campaignId}.${k.interestId}`);
      return row ? { email: row.email, subscribed: row.subscribed } : null;
    });
  }
}
