import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { VisitOps, type RequestContext, type VisitSpanCounts, type VisitSpansInput } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';

/** How many visits stations recorded over spans of time, for devices' vitals of the versions they ran. */
@Injectable()
export class VisitCountsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Handles(VisitOps.countInSpans)
  async countInSpans(_ctx: RequestContext, { spans }: VisitSpansInput): Promise<VisitSpanCounts> {
    if (!spans.length) return [];
    const rows = await this.db.query<Array<{ visits: number }>>(
      `SELECT (SELECT count(*)::int FROM characters.visits v
               WHERE v.station_id = s.station_id AND v.visit_date >= s.starts AND v.visit_date < s.ends) AS visits
       FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) WITH ORDINALITY AS s(station_id, starts, ends, ord)
       ORDER BY s.ord`,
      [spans.map((span) => span.stationId), spans.map((span) => span.from), spans.map((span) => span.to)],
    );
    return rows.map((row) => row.visits);
  }
}
