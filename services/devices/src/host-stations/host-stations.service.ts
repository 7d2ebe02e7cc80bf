import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HostStationOps, type HostStationFigures, type HostStationsQuery, type RequestContext } from '@storystump/contracts';
import { Handles, MAX_INTEGER } from '@storystump/service-kit';
import type { DataSource } from 'typeorm';
import { FLEET_CONFIG, type FleetConfig } from '../fleet/fleet-config.js';

/**
 * Each station's name, whether it calls in, and the stories its stump played in the span: the
 * hours rolled up, the days of hours past their retention (a day counts when it begins in the
 * span), and the samples the roll-up has not counted yet.
 */
const FIGURES = `
  WITH played AS (
    SELECT station_id, stories_played AS n FROM devices.health_hours
     WHERE station_id = ANY($1::uuid[]) AND hour >= date_trunc('hour', $2::timestamptz, 'UTC') AND hour < $3::timestamptz
    UNION ALL
    SELECT station_id, stories_played FROM devices.health_days
     WHERE station_id = ANY($1::uuid[]) AND (day::timestamp AT TIME ZONE 'UTC') >= $2::timestamptz
       AND (day::timestamp AT TIME ZONE 'UTC') < $3::timestamptz
    UNION ALL
    SELECT s.station_id, coalesce(s.stories_played, 0) FROM devices.health_samples s
     WHERE s.station_id = ANY($1::uuid[]) AND s.at >= $2::timestamptz AND s.at < $3::timestamptz
       AND EXISTS (SELECT 1 FROM devices.roll_up_marks m WHERE m.name = 'health_hours'
                     AND (s.written_by >= m.counted_before OR s.written_by = ANY(m.still_writing))))
  SELECT b.id AS "stationId", b.friendly_name AS "name",
         coalesce(st.last_contact_at >= now() - make_interval(secs => $4), false) AS "online",
         least(coalesce((SELECT sum(n) FROM played p WHERE p.station_id = b.id), 0), ${MAX_INTEGER})::int AS "storiesPlayed"
    FROM devices.base_stations b LEFT JOIN devices.station_status st ON st.station_id = b.id
   WHERE b.id = ANY($1::uuid[])`;

/** What a host's portal shows of its stations from the devices service: never a serial. */
@Injectable()
export class HostStationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  @Handles(HostStationOps.figures)
  async figures(ctx: RequestContext, { ids, from, to }: HostStationsQuery): Promise<HostStationFigures[]> {
    if (ids.length === 0) return [];
    return this.db.query(FIGURES, [ids, from, to, this.config.silentAfterSeconds]);
  }
}
