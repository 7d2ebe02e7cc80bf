import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FootfallOps, type FootfallQuery, type RequestContext, type StationFootfall } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { DataSource } from 'typeorm';

/** Each station visited in the range, the most visited first, with its visits day by day. */
const FOOTFALL = `
  SELECT s."station_id" AS "baseStationId", s."base_id", s."name", sum(d."visits")::int AS "visits",
         json_agg(json_build_object('_id', to_char(d."day", 'YYYY-MM-DD'), 'count', d."visits") ORDER BY d."day") AS "days"
    FROM "analytics"."footfall_days" d JOIN "analytics"."footfall_stations" s USING ("station_id")
   WHERE d."day" BETWEEN $1::date AND $2::date
   GROUP BY s."station_id", s."base_id", s."name"
   ORDER BY sum(d."visits") DESC, s."base_id" COLLATE "C"
   LIMIT $3`;

@Injectable()
export class FootfallService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The most visited stations first, at most `limit`. */
  @Handles(FootfallOps.get)
  async ofRange(ctx: RequestContext, { startDate, endDate, limit }: FootfallQuery): Promise<StationFootfall[]> {
    return this.db.query(FOOTFALL, [startDate, endDate, limit]);
  }
}
