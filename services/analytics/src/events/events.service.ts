import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RawEventOps, type AnalyticsEventView, type EventsQuery, type RequestContext, addDays } from '@storystump/contracts';
import { boundedCount, encodeMomentCursor, Handles, type KeysetPage } from '@storystump/service-kit';
import { DataSource } from 'typeorm';
import { eventPageStatements } from './event-pages.js';

interface EventRow {
  id: string;
  received_at: Date;
  session_id: string;
  type: string;
  occurred_at: Date | null;
  page: string | null;
  url: string | null;
  device_category: string | null;
  traffic_source: string | null;
  country: string | null;
  error: string | null;
  event: string | null;
  interaction: AnalyticsEventView['interaction'];
  is_exit: boolean;
  is_bot: boolean;
  campaign: string | null;
  extra: Record<string, unknown> | null;
}

/** The event as the browser sent it (its extra fields beside the named ones), with what the server added. */
const toEventView = (row: EventRow): AnalyticsEventView => ({
  ...row.extra,
  _id: row.id,
  type: row.type,
  sessionId: row.session_id,
  timestamp: (row.occurred_at ?? row.received_at).toISOString(),
  receivedAt: row.received_at.toISOString(),
  page: row.page,
  url: row.url,
  deviceCategory: row.device_category,
  trafficSource: row.traffic_source,
  country: row.country,
  error: row.error,
  event: row.event,
  interaction: row.interaction,
  isExit: row.is_exit,
  utmCampaign: row.campaign,
  isBot: row.is_bot,
});

@Injectable()
export class EventsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The newest events of the range first, at most the limit. */
  @Handles(RawEventOps.list)
  async list(ctx: RequestContext, { startDate, endDate, limit }: EventsQuery): Promise<AnalyticsEventView[]> {
    const rows: EventRow[] = await this.db.query(
      `SELECT * FROM "analytics"."events"
        WHERE "received_at" >= $1::date AT TIME ZONE 'UTC' AND "received_at" < $2::date AT TIME ZONE 'UTC'
        ORDER BY "received_at" DESC, "id" DESC LIMIT $3`,
      [startDate, addDays(endDate, 1), limit],
    );
    return rows.map(toEventView);
  }

  /** A page of the range's events, newest first, keyset on (moment received, id), never OFFSET. */
  @Handles(RawEventOps.listPage)
  async page(_ctx: RequestContext, query: EventsQuery): Promise<KeysetPage<AnalyticsEventView>> {
    const { rows, matching } = eventPageStatements(query);
    const [found, { total, totalIsEstimated }] = await Promise.all([
      this.db.query<Array<EventRow & { position: string }>>(rows.sql, rows.params),
      boundedCount(this.db.manager, matching.sql, matching.params),
    ]);
    const onPage = found.slice(0, query.limit);
    const last = onPage.at(-1);
    const next = found.length > query.limit && last ? encodeMomentCursor({ moment: last.position, id: last.id }) : null;
    return { items: onPage.map(toEventView), next, total, totalIsEstimated };
  }
}
