import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MarketingFamilyDataOps, type FamilyDataQuery, type FamilyDataRecord, type RequestContext } from '@storystump/contracts';
import { familyDataRecords, Handles } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';

/**
 * Marketing's part of a family's export, by the address the account signs in with: its interest
 * sign-ups (with their confirmation, unsubscription and suppression), its enquiries and the
 * campaign mails sent to it.
 */
@Injectable()
export class MarketingFamilyDataService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Handles(MarketingFamilyDataOps.export)
  async export(_ctx: RequestContext, { email }: FamilyDataQuery): Promise<FamilyDataRecord[]> {
    const [interests, enquiries, mails] = await Promise.all([
      this.db.query<Array<Record<string, unknown>>>(
        `SELECT "id", "email", "registered_at", "confirmation_mailed_at", "confirmed_at", "unsubscribed_at",
                "suppressed_at", "suppression_reason"
           FROM "marketing"."interests" WHERE lower("email") = lower($1) ORDER BY "registered_at", "id"`,
        [email],
      ),
      this.db.query<Array<Record<string, unknown>>>(
        `SELECT "id", "kind", "email", "fields", "created_at", "mailed_at"
           FROM "marketing"."enquiries" WHERE lower("email") = lower($1) ORDER BY "created_at", "id"`,
        [email],
      ),
      this.db.query<Array<Record<string, unknown>>>(
        `SELECT d."campaign_id", c."subject", d."email", d."status", d."sent_at"
           FROM "marketing"."deliveries" d JOIN "marketing"."campaigns" c ON c."id" = d."campaign_id"
          WHERE lower(d."email") = lower($1) ORDER BY d."sent_at" NULLS LAST, d."campaign_id"`,
        [email],
      ),
    ]);
    return [
      ...familyDataRecords('interests', interests),
      ...familyDataRecords('enquiries', enquiries),
      ...familyDataRecords('campaign-mails', mails),
    ];
  }
}
