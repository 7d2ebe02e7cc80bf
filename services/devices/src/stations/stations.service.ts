import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DevicesEvents,
  type RequestContext,
  type StationInput,
  type StationStatusView,
  type StationView,
  type UpdateStationInput,
} from '@storystump/contracts';
import { isUniqueViolation, Outbox, requireAdmin, type Emit } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { ApiKeyEntity } from '../apikeys/api-key.entity.js';
import { StationStatusEntity } from './station-status.entity.js';
import { StationEntity } from './station.entity.js';
import { toStationStatusView, toStationView } from './station-view.js';
import { StationErrors } from './stations.errors.js';

@Injectable()
export class StationsService {
  constructor(
    @InjectRepository(StationEntity) private readonly stations: Repository<StationEntity>,
    @InjectRepository(StationStatusEntity) private readonly statuses: Repository<StationStatusEntity>,
    private readonly outbox: Outbox,
  ) {}

  /** Public: the map shows every station. */
  async list(): Promise<StationView[]> {
    const stations = await this.stations.find({ order: { baseId: 'ASC' } });
    return stations.map(toStationView);
  }

  /** Public, like the list: what other services ask before they record something at a station. */
  async get(id: string): Promise<StationView> {
    const station = await this.stations.findOneBy({ id });
    if (!station) throw StationErrors.notFound();
    return toStationView(station);
  }

  async create(ctx: RequestContext, input: StationInput): Promise<StationView> {
    requireAdmin(ctx);
    return this.saving(input.base_id, (tx, emit) => this.insert(tx, emit, input));
  }

  async update(ctx: RequestContext, input: UpdateStationInput): Promise<StationView> {
    requireAdmin(ctx);
    return this.saving(input.base_id, async (tx, emit) => {
      const station = await tx.findOneBy(StationEntity, { id: input.id });
      if (!station) throw StationErrors.notFound();
      Object.assign(station, {
        baseId: input.base_id,
        friendlyName: input.friendly_name,
        latitude: input.latitude,
        longitude: input.longitude,
      });
      await tx.save(station);
      await emit(DevicesEvents.stationUpdated, { id: station.id, base_id: station.baseId, friendly_name: station.friendlyName });
      return toStationView(station);
    });
  }

  /** Its keys are revoked with it: a stump at a station that is gone cannot call in. */
  async remove(ctx: RequestContext, id: string): Promise<{ deleted: true }> {
    requireAdmin(ctx);
    return this.outbox.transaction(async (tx, emit) => {
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
      return { deleted: true as const };
    });
  }

  /** Each station's last contact and running version, from its stump's heartbeats. */
  async statusesOf(ctx: RequestContext): Promise<StationStatusView[]> {
    requireAdmin(ctx);
    const [stations, statuses] = await Promise.all([
      this.stations.find({ select: { id: true }, order: { baseId: 'ASC' } }),
      this.statuses.find(),
    ]);
    const byStation = new Map(statuses.map((status) => [status.stationId, status]));
    return stations.map((station) => toStationStatusView(station.id, byStation.get(station.id)));
  }

  private async insert(tx: EntityManager, emit: Emit, input: StationInput) {
    const station = tx.create(StationEntity, {
      id: randomUUID(),
      baseId: input.base_id,
      friendlyName: input.friendly_name,
      latitude: input.latitude,
      longitude: input.longitude,
    });
    await tx.insert(StationEntity, station);
    await emit(DevicesEvents.stationCreated, { id: station.id, base_id: station.baseId, friendly_name: station.friendlyName });
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
