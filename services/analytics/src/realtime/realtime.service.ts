import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { REALTIME_MINUTES, type RealtimeView, type RequestContext } from '@storystump/contracts';
import { requireAdmin } from '@storystump/service-kit';
import { DataSource } from 'typeorm';
import { TOP_PAGES } from '../summary/summarise.js';

/** The last minutes' raw events (an index range of the current month's partition), bots left out. */
const REALTIME = `
  WITH recent AS (
    SELECT "session_id", "page", "type" = 'pageview' AND NOT "is_exit" AS "view" FROM "analytics"."events"
     WHERE "received_at" >= now() - interval '${REALTIME_MINUTES} minutes' AND NOT "is_bot")
  SELECT count(DISTINCT "session_id")::int AS "visitors", (count(*) FILTER (WHERE "view"))::int AS "pageViews",
         (SELECT COALESCE(json_agg(p), '[]') FROM (
            SELECT "page" AS "_id", count(*)::int AS "count" FROM recent WHERE "view" AND "page" IS NOT NULL
             GROUP BY "page" ORDER BY count(*) DESC, "page" COLLATE "C" LIMIT ${TOP_PAGES}) p) AS "topPages"
    FROM recent`;

@Injectable()
export class RealtimeService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Visitors, page views and the most viewed pages of the last five minutes. */
  async now(ctx: RequestContext): Promise<RealtimeView> {
    requireAdmin(ctx);
    const [view]: RealtimeView[] = await this.db.query(REALTIME);
    return view!;
  }
}
