import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DevicesFamilyDataOps, type FamilyDataQuery, type FamilyDataRecord, type RequestContext } from '@storystump/contracts';
import { familyDataRecords, Handles } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';

/** Devices' part of a family's export: the reports of problems with stumps sent from the address the account signs in with. */
@Injectable()
export class DevicesFamilyDataService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Handles(DevicesFamilyDataOps.export)
  async export(_ctx: RequestContext, { email }: FamilyDataQuery): Promise<FamilyDataRecord[]> {
    const reports = await this.db.query<Array<Record<string, unknown>>>(
      `SELECT r."id", b."base_id", b."friendly_name", r."category", r."message", r."email", r."created_at", r."closed_at"
         FROM "devices"."station_reports" r JOIN "devices"."base_stations" b ON b."id" = r."station_id"
        WHERE lower(r."email") = lower($1) ORDER BY r."created_at", r."id"`,
      [email],
    );
    return familyDataRecords('stump-reports', reports);
  }
}
