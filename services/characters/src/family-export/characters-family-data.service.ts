import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CharactersFamilyDataOps, type FamilyDataQuery, type FamilyDataRecord, type RequestContext } from '@storystump/contracts';
import { familyDataRecords, Handles } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';

/** Characters' part of a family's export: the characters it owns, every visit of theirs with station names, their missions, the family's choice of mails about them and their shared journey cards. */
@Injectable()
export class CharactersFamilyDataService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Handles(CharactersFamilyDataOps.export)
  async export(_ctx: RequestContext, { userId }: FamilyDataQuery): Promise<FamilyDataRecord[]> {
    const [characters, visits, missions, mailChoices, shares] = await Promise.all([
      this.db.query<Array<Record<string, unknown>>>(
        `SELECT c."id", c."serial_number", t."character_type", c."owner_display_name", c."owner_email",
                c."assigned_at", c."created_at"
           FROM "characters"."characters" c JOIN "characters"."character_types" t ON t."id" = c."type_id"
          WHERE c."owner_id" = $1 ORDER BY c."assigned_at", c."id"`,
        [userId],
      ),
      // The station's name as characters knows it now, else as it was when the visit was recorded.
      this.db.query<Array<Record<string, unknown>>>(
        `SELECT v."id", v."character_id", c."serial_number", v."station_id", v."station_base_id",
                COALESCE(k."friendly_name", v."station_name") AS "station_name", v."visit_date", v."reported_at",
                v."recorded_at"
           FROM "characters"."visits" v
           JOIN "characters"."characters" c ON c."id" = v."character_id"
           LEFT JOIN "characters"."known_stations" k ON k."id" = v."station_id"
          WHERE c."owner_id" = $1 ORDER BY v."visit_date", v."id"`,
        [userId],
      ),
      this.db.query<Array<Record<string, unknown>>>(
        `SELECT p."character_id", c."serial_number", p."mission_id", m."title", p."progress", m."rule_count" AS "goal",
                p."completed_at"
           FROM "characters"."mission_progress" p
           JOIN "characters"."characters" c ON c."id" = p."character_id"
           JOIN "characters"."missions" m ON m."id" = p."mission_id"
          WHERE c."owner_id" = $1 ORDER BY c."serial_number", m."title", p."mission_id"`,
        [userId],
      ),
      this.db.query<Array<Record<string, unknown>>>(
        `SELECT "send" FROM "characters"."mission_mail_choices" WHERE "owner_id" = $1`,
        [userId],
      ),
      this.db.query<Array<Record<string, unknown>>>(
        `SELECT s."character_id", c."serial_number", s."created_at" AS "shared_since"
           FROM "characters"."journey_shares" s JOIN "characters"."characters" c ON c."id" = s."character_id"
          WHERE s."owner_id" = $1 ORDER BY s."created_at", s."character_id"`,
        [userId],
      ),
    ]);
    return [
      ...familyDataRecords('characters', characters),
      ...familyDataRecords('visits', visits),
      ...familyDataRecords('mission-progress', missions),
      ...familyDataRecords('mission-mails', mailChoices),
      ...familyDataRecords('journey-shares', shares),
    ];
  }
}
