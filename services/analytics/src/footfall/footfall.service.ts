import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  FootfallOps,
  type DateRangeQuery,
  type FootfallQuery,
  type FootfallSummary,
  type RequestContext,
  type StationFootfall,
} from '@storystump/contracts';
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

/** The stations visited in the range and their visits, over all of them. */
const FOOTFALL_SUMMARY = `
  SELECT count(DISTINCT d."station_id")::int AS "stations", COALESCE(sum(d."visits"), 0)::bigint AS "visits"
    FROM "analytics"."footfall_days" d
   WHERE d."day" BETWEEN $1::date AND $2::date`;

@Injectable()
export class FootfallService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The most visited stations first, at most `limit`. */
  @Handles(FootfallOps.get)
  async ofRange(ctx: RequestContext, { startDate, endDate, limit }: FootfallQuery): Promise<StationFootfall[]> {
    return this.db.query(FOOTFALL, [startDate, endDate, limit]);
  }

  /** Counted over every station visited in the range: the footfall list names only the most visited. */
  @Handles(FootfallOps.summary)
  async summaryOf(ctx: RequestContext, { startDate, endDate }: DateRangeQuery): Promise<FootfallSummary> {
    // A bigint sum comes from pg as text.
    const [row] = await this.db.query<Array<{ stations: number; visits: string }>>(FOOTFALL_SUMMARY, [startDate, endDate]);
    return { stations: row!.stations, visits: Number(row!.visits) };
  }
}
