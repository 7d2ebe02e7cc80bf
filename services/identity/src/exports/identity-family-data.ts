import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FamilyDataRecord } from '@storystump/contracts';
import { familyDataCell, familyDataRecords } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';

/** Columns of an account that are security, not data about the family: never exported. */
const UNEXPORTED_ACCOUNT_COLUMNS = new Set(['password_hash', 'session_generation']);

/** An account column that records a consent goes to consent.csv rather than the profile. */
const CONSENT_COLUMN = /consent/;

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
    const consent: Array<Record<string, unknown>> = [];
    for (const [column, value] of Object.entries(account?.row ?? {})) {
      if (UNEXPORTED_ACCOUNT_COLUMNS.has(column)) continue;
      if (CONSENT_COLUMN.test(column)) consent.push({ consent: column, value: familyDataCell(value) });
      else profile[column] = value;
    }
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
