import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_PAGE_LIMIT,
  DevicesEvents,
  FleetOps,
  LOW_BATTERY_PERCENT,
  STATION_MARKS,
  StationOps,
  type FleetReply,
  type HealthHoursQuery,
  type HealthHourView,
  type IdInput,
  type ParsedInputOf,
  type RequestContext,
  type StationState,
  type StationStatusFilters,
  type StationStatusView,
} from '@storystump/contracts';
import { encodeMomentCursor, Handles, keysetChunks, keysetPage, Outbox, type KeysetPage } from '@storystump/service-kit';
import { MoreThan, type Repository } from 'typeorm';
import { HealthHourEntity } from '../health/health-hour.entity.js';
import { toHealthHourView } from '../health/health-hour-view.js';
import { healthPageReads } from '../health/health-pages.js';
import { statusFilters } from '../stations/station-filter.js';
import { STATION_PAGES } from '../stations/station-pages.js';
import { StationErrors } from '../stations/stations.errors.js';
import { StationStatusEntity } from '../stations/station-status.entity.js';
import { StationEntity } from '../stations/station.entity.js';
import { FLEET_CONFIG, type FleetConfig } from './fleet-config.js';
import { FleetFiguresCache } from './fleet-figures-cache.js';
import { stationMarkCase } from './station-mark-case.js';
import { stationsWithStatus, type StationWithStatus, type StatusOfStation } from './station-status-rows.js';

/**
 * The fleet as the admins watch it: each station's state from its stump's last call, its latest
 * health, and the figures of the whole; and the watch that tells when a stump falls silent.
 */
@Injectable()
export class FleetService {
  constructor(
    @InjectRepository(StationEntity) private readonly stations: Repository<StationEntity>,
    @InjectRepository(StationStatusEntity) private readonly statuses: Repository<StationStatusEntity>,
    @InjectRepository(HealthHourEntity) private readonly hours: Repository<HealthHourEntity>,
    private readonly outbox: Outbox,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
    private readonly figures: FleetFiguresCache,
  ) {}

  /** Every station's status (those the filters ask for), by base_id, read and sent a chunk at a time. */
  @Handles(StationOps.statuses)
  statusesOf(_ctx: RequestContext, filters: StationStatusFilters = {}): AsyncGenerator<StationStatusView[]> {
    return keysetChunks(this.stations.manager, STATION_PAGES, (ids) => this.viewsOf(ids), {
      idOf: (view) => view.baseStationId,
      filters: statusFilters(filters, this.config.silentAfterSeconds),
    });
  }

  @Handles(StationOps.status)
  async statusOf(_ctx: RequestContext, { id }: IdInput): Promise<StationStatusView> {
    const [station, status] = await Promise.all([this.stations.findOneBy({ id }), this.statuses.findOneBy({ stationId: id })]);
    if (!station) throw StationErrors.notFound();
    return this.viewOf(station, status ?? undefined, Date.now());
  }

  @Handles(StationOps.statusesPage)
  statusesPage(
    _ctx: RequestContext,
    input: ParsedInputOf<typeof StationOps.statusesPage>,
  ): Promise<KeysetPage<StationStatusView>> {
    return keysetPage(this.stations.manager, STATION_PAGES, input, (ids) => this.viewsOf(ids), {
      idOf: (view) => view.baseStationId,
      filters: statusFilters(input, this.config.silentAfterSeconds),
    });
  }

  /** The statuses of the stations with these ids (in any order). */
  private async viewsOf(ids: string[]): Promise<StationStatusView[]> {
    const now = Date.now();
    return (await stationsWithStatus(this.stations.manager, ids)).map(({ station, status }) => this.viewOf(station, status, now));
  }

  @Handles(FleetOps.summary)
  summary(): Promise<FleetReply> {
    return this.figures.read(() => this.countFleet());
  }

  /** The fleet's figures over every station: its states and marks, and the versions the stumps run. */
  private async countFleet(): Promise<FleetReply> {
    const [[figures], versions] = await Promise.all([
      this.stations.query<
        Array<{
          stations: number;
          online: number;
          silent: number;
          never: number;
          low_battery: number;
          marks: FleetReply['marks'];
        }>
      >(
        `SELECT count(*)::int AS stations,
                count(*) FILTER (WHERE s.last_contact_at >= now() - make_interval(secs => $1))::int AS online,
                count(*) FILTER (WHERE s.last_contact_at < now() - make_interval(secs => $1))::int AS silent,
                count(*) FILTER (WHERE s.last_contact_at IS NULL)::int AS never,
                count(*) FILTER (WHERE s.battery_percent <= $2)::int AS low_battery,
                json_build_object(${STATION_MARKS.map((mark) => `'${mark}', count(*) FILTER (WHERE mark = '${mark}')`).join(', ')}) AS marks
         FROM (SELECT s.*, ${stationMarkCase((mark) => `'${mark}'`)} AS mark
               FROM devices.base_stations b LEFT JOIN devices.station_status s ON s.station_id = b.id) AS s`,
        [this.config.silentAfterSeconds, LOW_BATTERY_PERCENT],
      ),
      this.stations.query<Array<{ tag: string; count: number }>>(
        `SELECT s.running_version AS tag, count(*)::int AS count
         FROM devices.station_status s JOIN devices.base_stations b ON b.id = s.station_id
         WHERE s.running_version IS NOT NULL GROUP BY s.running_version ORDER BY count DESC, tag`,
      ),
    ]);
    const { low_battery: lowBattery, ...counts } = figures!;
    return { ...counts, lowBattery, versions };
  }

  /** A station's hours of health, newest first. */
  @Handles(StationOps.health)
  async healthOf(ctx: RequestContext, input: HealthHoursQuery & { id: string }): Promise<HealthHourView[]> {
    if (!(await this.stations.existsBy({ id: input.id }))) throw StationErrors.notFound();
    const hours = await this.hours.find({
      where: { stationId: input.id, hour: MoreThan(new Date(Date.now() - input.hours * 3600_000)) },
      order: { hour: 'DESC' },
    });
    return hours.map(toHealthHourView);
  }

  /** A page of a station's hours of health, newest first, keyset on the hour (one a station). */
  @Handles(StationOps.healthPage)
  async healthPage(
    _ctx: RequestContext,
    input: ParsedInputOf<typeof StationOps.healthPage>,
  ): Promise<KeysetPage<HealthHourView>> {
    if (!(await this.stations.existsBy({ id: input.id }))) throw StationErrors.notFound();
    const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
    const reads = healthPageReads({ ...input, limit });
    const [hours, total] = await Promise.all([this.hours.find(reads.rows), this.hours.countBy(reads.range)]);
    const onPage = hours.slice(0, limit);
    const last = onPage.at(-1);
    const next =
      hours.length > limit && last ? encodeMomentCursor({ moment: last.hour.toISOString(), id: last.stationId }) : null;
    return { items: onPage.map(toHealthHourView), next, total, totalIsEstimated: false };
  }

  /** Marks the stumps that fell silent since the last look and announces each once (its return ends the incident). */
  async markSilent(): Promise<number> {
    return this.outbox.transaction(async (tx, emit) => {
      // An UPDATE answers [rows, count] through TypeORM.
      const [silent] = await tx.query<
        [Array<{ station_id: string; base_id: string; friendly_name: string; last_contact_at: Date; silent_since: Date }>, number]
      >(
        `UPDATE devices.station_status s SET silent_since = now()
         FROM devices.base_stations b
         WHERE b.id = s.station_id AND s.silent_since IS NULL AND s.last_contact_at < now() - make_interval(secs => $1)
         RETURNING s.station_id, b.base_id, b.friendly_name, s.last_contact_at, s.silent_since`,
        [this.config.silentAfterSeconds],
      );
      for (const station of silent) {
        await emit(DevicesEvents.stationSilent, {
          incidentId: `${station.station_id}:${station.silent_since.toISOString()}`,
          stationId: station.station_id,
          base_id: station.base_id,
          friendly_name: station.friendly_name,
          lastSeenAt: station.last_contact_at.toISOString(),
        });
      }
      return silent.length;
    });
  }

  private viewOf(station: StationWithStatus['station'], status: StatusOfStation | undefined, now: number): StationStatusView {
    const lastSeen = status?.lastContactAt ?? null;
    const state: StationState = !lastSeen
      ? 'never'
      : now - lastSeen.getTime() > this.config.silentAfterSeconds * 1000
        ? 'silent'
        : 'online';
    return {
      baseStationId: station.id,
      base_id: station.baseId,
      friendly_name: station.friendlyName,
      latitude: station.latitude,
      longitude: station.longitude,
      state,
      lastSeenAt: lastSeen?.toISOString() ?? null,
      lastContactAt: lastSeen?.toISOString() ?? null,
      runningVersion: status?.runningVersion ?? null,
      uptimeSeconds: status?.uptimeSeconds ?? null,
      firmwareStatus:
        status?.firmwareStatus && status.firmwareTag && status.firmwareStatusAt
          ? { status: status.firmwareStatus, tag: status.firmwareTag, at: status.firmwareStatusAt.toISOString() }
          : null,
      health: status?.healthAt ? { at: status.healthAt.toISOString(), ...status.readings } : null,
      updateWindow:
        station.updateWindowStart && station.updateWindowEnd
          ? { start: station.updateWindowStart, end: station.updateWindowEnd }
          : null,
      lost: station.lostAt !== null,
    };
  }
}
