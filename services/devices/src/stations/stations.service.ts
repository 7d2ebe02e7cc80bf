import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DevicesEvents,
  StationOps,
  type AssignStationsVersionInput,
  type IdInput,
  type ParsedInputOf,
  type LostStationReply,
  type RequestContext,
  type StationInput,
  type StationsVersionAssigned,
  type StationView,
  type UpdateStationInput,
} from '@storystump/contracts';
import {
  AuditTrail,
  Handles,
  isForeignKeyViolation,
  isUniqueViolation,
  keysetChunks,
  keysetPage,
  Outbox,
  type Emit,
  type KeysetPage,
} from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { ApiKeyEntity } from '../apikeys/api-key.entity.js';
import { FLEET_CONFIG, type FleetConfig } from '../fleet/fleet-config.js';
import { FleetFiguresCache } from '../fleet/fleet-figures-cache.js';
import { VersionEntity } from '../versions/version.entity.js';
import { filterText } from './station-filter.js';
import { STATION_PAGES } from './station-pages.js';
import { StationEntity } from './station.entity.js';
import { stationEventOf } from './station-event.js';
import { toStationView } from './station-view.js';
import { stationViewsOf } from './station-views.js';
import { StationErrors } from './stations.errors.js';
import { assignToStations } from './station-version-assignment.js';

const formatCount = (count: number) => count.toLocaleString('en-GB');
const plural = (count: number, one: string) => `${formatCount(count)} ${one}${count === 1 ? '' : 's'}`;

/** The update window's columns, when the input says anything of it. */
const windowOf = (input: StationInput): Partial<Pick<StationEntity, 'updateWindowStart' | 'updateWindowEnd'>> =>
  input.updateWindow === undefined
    ? {}
    : { updateWindowStart: input.updateWindow?.start ?? null, updateWindowEnd: input.updateWindow?.end ?? null };

@Injectable()
export class StationsService {
  constructor(
    @InjectRepository(StationEntity) private readonly stations: Repository<StationEntity>,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
    private readonly fleetFigures: FleetFiguresCache,
  ) {}

  /** Public (the map shows every station): every station, by base_id, read and sent a chunk at a time. */
  @Handles(StationOps.list)
  list(): AsyncGenerator<StationView[]> {
    return keysetChunks(this.stations.manager, STATION_PAGES, (ids) => stationViewsOf(this.stations.manager, ids));
  }

  /** Public, like the list: a page of it, searched and sorted. */
  @Handles(StationOps.listPage)
  page(_ctx: RequestContext, input: ParsedInputOf<typeof StationOps.listPage>): Promise<KeysetPage<StationView>> {
    return keysetPage(this.stations.manager, STATION_PAGES, input, (ids) => stationViewsOf(this.stations.manager, ids));
  }

  /** Public, like the list: what other services ask before they record something at a station. */
  @Handles(StationOps.get)
  async get(_ctx: RequestContext, { id }: IdInput): Promise<StationView> {
    const station = await this.stations.findOneBy({ id });
    if (!station) throw StationErrors.notFound();
    return toStationView(station);
  }

  @Handles(StationOps.create)
  async create(ctx: RequestContext, input: StationInput): Promise<StationView> {
    const created = await this.saving(input.base_id, async (tx, emit) => {
      const station = await this.insert(tx, emit, input);
      await this.audit.record(emit, ctx, {
        action: 'station.created',
        target: { type: 'station', id: station._id },
        summary: `Station ${station.base_id} (${station.friendly_name}) added`,
      });
      return station;
    });
    this.fleetFigures.changed();
    return created;
  }

  @Handles(StationOps.update)
  async update(ctx: RequestContext, input: UpdateStationInput): Promise<StationView> {
    return this.saving(input.base_id, async (tx, emit) => {
      const station = await tx.findOneBy(StationEntity, { id: input.id });
      if (!station) throw StationErrors.notFound();
      Object.assign(station, {
        baseId: input.base_id,
        friendlyName: input.friendly_name,
        latitude: input.latitude,
        longitude: input.longitude,
        ...windowOf(input),
      });
      await tx.save(station);
      await emit(DevicesEvents.stationUpdated, stationEventOf(station));
      await this.audit.record(emit, ctx, {
        action: 'station.updated',
        target: { type: 'station', id: station.id },
        summary: `Station ${station.baseId} (${station.friendlyName}) changed`,
      });
      return toStationView(station);
    });
  }

  /** Its keys are revoked with it: a stump at a station that is gone cannot call in. */
  @Handles(StationOps.delete)
  async remove(ctx: RequestContext, { id }: IdInput): Promise<{ deleted: true }> {
    const deleted = await this.outbox.transaction(async (tx, emit) => {
      const station = await tx.findOneBy(StationEntity, { id });
      if (!station) throw StationErrors.notFound();
      const keys = await tx.find(ApiKeyEntity, { where: { baseStationId: id, revokedAt: IsNull() }, select: { id: true } });
      if (keys.length)
        await tx.update(
          ApiKeyEntity,
          keys.map((key) => key.id),
          { revokedAt: new Date() },
        );
      await tx.delete(StationEntity, { id });
      for (const key of keys) await emit(DevicesEvents.keyRevoked, { id: key.id, baseStationId: id });
      await emit(DevicesEvents.stationDeleted, { id, base_id: station.baseId, revokedKeyIds: keys.map((key) => key.id) });
      await this.audit.record(emit, ctx, {
        action: 'station.deleted',
        target: { type: 'station', id },
        summary: `Station ${station.baseId} (${station.friendlyName}) deleted, with ${keys.length} key${keys.length === 1 ? '' : 's'}`,
      });
      return { deleted: true as const };
    });
    this.fleetFigures.changed();
    return deleted;
  }

  /**
   * Stolen or lost: every key of the station is refused at once (a thief's stump cannot call in,
   * nor fetch firmware), and the Fleet map marks it. A key generated for it later means it was found.
   */
  @Handles(StationOps.markLost)
  async markLost(ctx: RequestContext, { id }: IdInput): Promise<LostStationReply> {
    const lost = await this.outbox.transaction(async (tx, emit) => {
      const station = await tx.findOne(StationEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!station) throw StationErrors.notFound();
      const keys = await tx.find(ApiKeyEntity, { where: { baseStationId: id, revokedAt: IsNull() }, select: { id: true } });
      if (keys.length)
        await tx.update(
          ApiKeyEntity,
          keys.map((key) => key.id),
          { revokedAt: new Date() },
        );
      if (!station.lostAt) await tx.update(StationEntity, { id }, { lostAt: new Date() });
      for (const key of keys) await emit(DevicesEvents.keyRevoked, { id: key.id, baseStationId: id });
      await this.audit.record(emit, ctx, {
        action: 'station.lost',
        target: { type: 'station', id },
        summary: `Station ${station.baseId} (${station.friendlyName}) reported stolen or lost, ${keys.length} key${keys.length === 1 ? '' : 's'} revoked`,
      });
      return { _id: id, lost: true as const, keysRevoked: keys.length };
    });
    this.fleetFigures.changed();
    return lost;
  }

  /** The version goes on the active keys of every station named or matched, in one statement. */
  @Handles(StationOps.assignVersion)
  async assignVersion(ctx: RequestContext, input: AssignStationsVersionInput): Promise<StationsVersionAssigned> {
    const version = await this.stations.manager.findOneBy(VersionEntity, { id: input.versionId });
    if (!version) throw StationErrors.versionNotFound();
    try {
      const counts = await this.outbox.transaction(async (tx, emit) => {
        const counts = await assignToStations(tx, input, this.config.silentAfterSeconds);
        if (input.stationIds) {
          const missing = new Set(input.stationIds).size - counts.stations;
          if (missing > 0) throw StationErrors.stationsNotFound(missing);
        } else if (counts.stations === 0) throw StationErrors.noneMatch();
        const picked = input.filter ? ` (every station ${filterText(input.filter)})` : '';
        await this.audit.record(emit, ctx, {
          action: 'version.assigned',
          target: { type: 'version', id: version.id },
          summary: `Version ${version.tag} assigned to ${plural(counts.stations, 'station')}${picked}: ${formatCount(counts.changed)} changed, ${formatCount(counts.withoutKey)} without a key`,
        });
        return counts;
      });
      return { version: { _id: version.id, tag: version.tag }, ...counts };
    } catch (error) {
      // The version was deleted a moment after the check.
      if (isForeignKeyViolation(error, 'FK_api_keys_assigned_version')) throw StationErrors.versionNotFound();
      throw error;
    }
  }

  private async insert(tx: EntityManager, emit: Emit, input: StationInput) {
    const station = tx.create(StationEntity, {
      id: randomUUID(),
      baseId: input.base_id,
      friendlyName: input.friendly_name,
      latitude: input.latitude,
      longitude: input.longitude,
      updateWindowStart: null,
      updateWindowEnd: null,
      restingSince: null,
      ...windowOf(input),
    });
    await tx.insert(StationEntity, station);
    await emit(DevicesEvents.stationCreated, stationEventOf(station));
    return toStationView(station);
  }

  /** A base_id already in use is refused by the unique index, also when two admins race. */
  private async saving<T>(baseId: string, change: (tx: EntityManager, emit: Emit) => Promise<T>): Promise<T> {
    try {
      return await this.outbox.transaction(change);
    } catch (error) {
      if (isUniqueViolation(error, 'base_stations_base_id_key')) throw StationErrors.baseIdTaken(baseId);
      throw error;
    }
  }
}
