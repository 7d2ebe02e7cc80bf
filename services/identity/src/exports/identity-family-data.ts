import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FamilyDataRecord } from '@storystump/contracts';
import { familyDataCell, familyDataRecords } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';

/** Columns of an account that are security, not data about the family: never exported. */
const UNEXPORTED_ACCOUNT_COLUMNS = new Set(['password_hash', 'session_generation']);

/** The account's columns that record the privacy notice accepted: consent.csv rather than the profile. */
const CONSENT_COLUMNS = new Set(['notice_version', 'notice_accepted_at']);

/** Identity's part of an export: the account (profile and consent) and, for an admin, the changes made. */
@Injectable()
export class IdentityFamilyData {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async of(userId: string): Promise<FamilyDataRecord[]> {
    // Every column of the row, so that one added to accounts later is exported without a change here.
    const [account] = await this.db.query<Array<{ row: Record<string, unknown> }>>(
      `SELECT to_jsonb(u) AS row FROM "identity"."users" u WHERE u."id" = $1`,
      [userId],
    );
    const profile: Record<string, unknown> = {};
    const accepted: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(account?.row ?? {})) {
      if (UNEXPORTED_ACCOUNT_COLUMNS.has(column)) continue;
      if (CONSENT_COLUMNS.has(column)) accepted[column] = familyDataCell(value);
      else profile[column] = value;
    }
    const consent = accepted.notice_version ? [accepted] : [];
    const changes = await this.db.query<Array<Record<string, unknown>>>(
      `SELECT "id", "at", "actor_email", "action", "target_type", "target_id", "summary"
         FROM "identity"."audit_entries" WHERE "actor_id" = $1 ORDER BY "at", "id"`,
      [userId],
    );
    return [
      ...familyDataRecords('profile', account ? [profile] : []),
      ...familyDataRecords('consent', consent),
      ...familyDataRecords('admin-changes', changes),
    ];
  }
}
