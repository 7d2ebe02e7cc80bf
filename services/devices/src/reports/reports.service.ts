import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ReportOps,
  type ReportIdInput,
  type ReportListQuery,
  type ReportReceivedReply,
  type ReportStationInput,
  type RequestContext,
  type StationReportView,
  type StationState,
} from '@storystump/contracts';
import { Handles, Outbox } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { FLEET_CONFIG, type FleetConfig } from '../fleet/fleet-config.js';
import { ReportErrors } from './reports.errors.js';
import { RestingStations } from './resting-stations.js';
import { StationReportEntity } from './station-report.entity.js';

/** The admins' list: reports from the newest, at most this many (open ones are few; closed ones are history). */
const MOST_LISTED = 500;

interface ReportRow {
  id: string;
  category: StationReportView['category'];
  message: string;
  email: string | null;
  created_at: Date;
  closed_at: Date | null;
  station_id: string;
  base_id: string;
  friendly_name: string;
  resting: boolean;
  state: StationState;
}

const REPORTS_SQL = (where: string) => `
  SELECT r.id, r.category, r.message, r.email, r.created_at, r.closed_at, r.station_id, b.base_id, b.friendly_name,
         b.resting_since IS NOT NULL AS resting,
         CASE WHEN s.last_contact_at IS NULL THEN 'never'
              WHEN s.last_contact_at < now() - make_interval(secs => $1) THEN 'silent'
              ELSE 'online' END AS state
    FROM devices.station_reports r
    JOIN devices.base_stations b ON b.id = r.station_id
    LEFT JOIN devices.station_status s ON s.station_id = r.station_id
   WHERE ${where}
   ORDER BY r.created_at DESC, r.id
   LIMIT ${MOST_LISTED}`;

const toReportView = (row: ReportRow): StationReportView => ({
  _id: row.id,
  category: row.category,
  message: row.message,
  email: row.email,
  createdAt: row.created_at.toISOString(),
  closedAt: row.closed_at?.toISOString() ?? null,
  station: {
    _id: row.station_id,
    base_id: row.base_id,
    friendly_name: row.friendly_name,
    state: row.state,
    resting: row.resting,
  },
});

/**
 * Reports from the field: anyone may report a problem with a stump; enough open reports rest it on
 * the public map until an admin closes them. A report and the rest it starts commit together.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly outbox: Outbox,
    @InjectDataSource() private readonly db: DataSource,
    private readonly resting: RestingStations,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  @Handles(ReportOps.create)
  async create(_ctx: RequestContext, input: ReportStationInput): Promise<ReportReceivedReply> {
    const id = randomUUID();
    await this.outbox.transaction(async (tx, emit) => {
      // The station is locked first: two reports at once each see the other, and the rest starts once.
      const [station] = await tx.query<Array<{ id: string }>>(`SELECT id FROM devices.base_stations WHERE id = $1 FOR UPDATE`, [
        input.id,
      ]);
      if (!station) throw ReportErrors.stationNotFound();
      await tx.insert(StationReportEntity, {
        id,
        stationId: input.id,
        category: input.category,
        message: input.message,
        email: input.email ?? null,
        closedAt: null,
        closedBy: null,
      });
      await this.resting.sync(tx, emit, [input.id]);
    });
    return { received: true, _id: id };
  }

  @Handles(ReportOps.list)
  async list(_ctx: RequestContext, input: ReportListQuery | undefined): Promise<StationReportView[]> {
    const where = (input?.state ?? 'open') === 'open' ? 'r.closed_at IS NULL' : 'r.closed_at IS NOT NULL';
    return this.reportsWhere(this.db.manager, where, [this.config.silentAfterSeconds]);
  }

  /** Closing one already closed changes nothing and answers it as it is. */
  @Handles(ReportOps.close)
  async close(ctx: RequestContext, { id }: ReportIdInput): Promise<StationReportView> {
    return this.outbox.transaction(async (tx, emit) => {
      const [report] = await tx.query<Array<{ station_id: string }>>(
        `SELECT r.station_id FROM devices.station_reports r JOIN devices.base_stations b ON b.id = r.station_id
          WHERE r.id = $1 FOR UPDATE OF b, r`,
        [id],
      );
      if (!report) throw ReportErrors.notFound();
      await tx.query(`UPDATE devices.station_reports SET closed_at = now(), closed_by = $2 WHERE id = $1 AND closed_at IS NULL`, [
        id,
        ctx.actor?.id ?? null,
      ]);
      await this.resting.sync(tx, emit, [report.station_id]);
      const [view] = await this.reportsWhere(tx, 'r.id = $2', [this.config.silentAfterSeconds, id]);
      return view!;
    });
  }

  private async reportsWhere(db: EntityManager, where: string, params: unknown[]): Promise<StationReportView[]> {
    const rows = await db.query<ReportRow[]>(REPORTS_SQL(where), params);
    return rows.map(toReportView);
  }
}
