import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CLOCK_DRIFT_TOLERANCE_MS,
  MAX_DRIFTING_CLOCKS,
  VisitOps,
  type DriftingClocksReply,
  type RequestContext,
} from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';

const TOLERANCE_SECONDS = CLOCK_DRIFT_TOLERANCE_MS / 1000;

/** The stumps whose latest batch found their clock off by more than the tolerance, for the Fleet tab. */
@Injectable()
export class DriftingClocksService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Handles(VisitOps.driftingClocks)
  async list(_ctx: RequestContext): Promise<DriftingClocksReply> {
    const rows: {
      id: string;
      base_id: string;
      friendly_name: string;
      offset_seconds: number;
      seen_at: Date;
      drifting: number;
    }[] = await this.db.query(
      `SELECT k."id", k."base_id", k."friendly_name", c."offset_seconds", c."seen_at", count(*) OVER ()::int AS "drifting"
           FROM "characters"."station_clocks" c
           JOIN "characters"."known_stations" k ON k."id" = c."station_id" AND k."deleted_at" IS NULL
          WHERE abs(c."offset_seconds") > $1
          ORDER BY c."seen_at" DESC, k."id"
          LIMIT $2`,
      [TOLERANCE_SECONDS, MAX_DRIFTING_CLOCKS],
    );
    return {
      drifting: rows[0]?.drifting ?? 0,
      stations: rows.map((row) => ({
        baseStationId: row.id,
        base_id: row.base_id,
        friendly_name: row.friendly_name,
        offsetSeconds: row.offset_seconds,
        seenAt: row.seen_at.toISOString(),
      })),
    };
  }
}
