import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { REALTIME_MINUTES, RealtimeOps, type RealtimeView } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { DataSource } from 'typeorm';
import { TOP_PAGES } from '../summary/summarise.js';

/** How long an answer serves every admin asking: the card asks every 10 seconds. */
const FRESH_MS = 2000;

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

/**
 * Visitors, page views and the most viewed pages of the last five minutes. One count of the
 * window at a time serves everyone asking within two seconds of it, so admins' dashboards and a
 * flood of page views never queue up behind one another's counts.
 */
@Injectable()
export class RealtimeService {
  private latest?: { at: number; view: Promise<RealtimeView> };

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Handles(RealtimeOps.get)
  now(): Promise<RealtimeView> {
    const now = Date.now();
    if (!this.latest || now - this.latest.at > FRESH_MS) {
      const view = this.count();
      this.latest = { at: now, view };
      view.catch(() => {
        if (this.latest?.view === view) this.latest = undefined;
      });
    }
    return this.latest.view;
  }

  private async count(): Promise<RealtimeView> {
    const [view]: RealtimeView[] = await this.db.query(REALTIME);
    return view!;
  }
}
