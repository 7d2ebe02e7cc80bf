import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ApiKeyOps,
  DevicesEvents,
  type ApiKeyView,
  type AssignVersionInput,
  type GeneratedKeyReply,
  type GenerateKeyInput,
  type IdInput,
  type ParsedInputOf,
  type RequestContext,
  type RotatedKeyReply,
} from '@storystump/contracts';
import {
  AuditTrail,
  Handles,
  keysetChunks,
  keysetPage,
  Outbox,
  isForeignKeyViolation,
  type KeysetPage,
} from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import { In, type Repository } from 'typeorm';
import { FleetFiguresCache } from '../fleet/fleet-figures-cache.js';
import { StationEntity } from '../stations/station.entity.js';
import { VersionEntity } from '../versions/version.entity.js';
import { API_KEY_PAGES } from './api-key-pages.js';
import { ApiKeyEntity } from './api-key.entity.js';
import { newApiKey } from './api-key-secret.js';
import { toApiKeyView } from './api-key-view.js';
import { ApiKeyErrors } from './api-keys.errors.js';
import { KeyRotation } from './key-rotation.js';

const WITH_STATION_AND_VERSION = { baseStation: true, assignedVersion: true, predecessor: true } as const;

@Injectable()
export class ApiKeysService {
  constructor(
    @InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>,
    @InjectRepository(StationEntity) private readonly stations: Repository<StationEntity>,
    @InjectRepository(VersionEntity) private readonly versions: Repository<VersionEntity>,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
    private readonly rotation: KeyRotation,
    private readonly fleetFigures: FleetFiguresCache,
  ) {}

  /** Every key, newest first, read and sent a chunk at a time. */
  @Handles(ApiKeyOps.list)
  list(): AsyncGenerator<ApiKeyView[]> {
    return keysetChunks(this.keys.manager, API_KEY_PAGES, (ids) => this.viewsOf(ids));
  }

  @Handles(ApiKeyOps.listPage)
  page(_ctx: RequestContext, input: ParsedInputOf<typeof ApiKeyOps.listPage>): Promise<KeysetPage<ApiKeyView>> {
    return keysetPage(this.keys.manager, API_KEY_PAGES, input, (ids) => this.viewsOf(ids));
  }

  private async viewsOf(ids: string[]): Promise<ApiKeyView[]> {
    return (await this.keys.find({ where: { id: In(ids) }, relations: WITH_STATION_AND_VERSION })).map(toApiKeyView);
  }

  /** The key is in this answer and nowhere else, ever. */
  @Handles(ApiKeyOps.generate)
  async generate(ctx: RequestContext, { baseStationId }: GenerateKeyInput): Promise<GeneratedKeyReply> {
    const station = await this.stations.findOneBy({ id: baseStationId });
    if (!station) throw ApiKeyErrors.stationNotFound();
    const { key, hash, prefix } = newApiKey();
    const id = randomUUID();
    try {
      await this.outbox.transaction(async (tx, emit) => {
        await tx.insert(ApiKeyEntity, { id, keyHash: hash, prefix, baseStationId, assignedVersionId: null, revokedAt: null });
        if (station.lostAt) await tx.update(StationEntity, { id: baseStationId }, { lostAt: null });
        await this.audit.record(emit, ctx, {
          action: 'apikey.generated',
          target: { type: 'apikey', id },
          summary: `API key ${prefix}… generated for station ${station.baseId}`,
        });
      });
    } catch (error) {
      // The station was deleted a moment after the check.
      if (isForeignKeyViolation(error, 'FK_api_keys_base_station')) throw ApiKeyErrors.stationNotFound();
      throw error;
    }
    // A lost station given a key was found: it leaves the fleet's count of lost ones.
    if (station.lostAt) this.fleetFigures.changed();
    return { _id: id, apiKey: key };
  }

  @Handles(ApiKeyOps.revoke)
  async revoke(ctx: RequestContext, { id }: IdInput): Promise<ApiKeyView> {
    await this.outbox.transaction(async (tx, emit) => {
      const key = await tx.findOne(ApiKeyEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!key) throw ApiKeyErrors.notFound();
      if (key.revokedAt) throw ApiKeyErrors.alreadyRevoked();
      await tx.update(ApiKeyEntity, { id }, { revokedAt: new Date() });
      await emit(DevicesEvents.keyRevoked, { id, baseStationId: key.baseStationId });
      await this.audit.record(emit, ctx, {
        action: 'apikey.revoked',
        target: { type: 'apikey', id },
        summary: `API key ${key.prefix}… revoked`,
      });
    });
    return this.view(id);
  }

  /** The successor is in this answer and nowhere else, ever. */
  @Handles(ApiKeyOps.rotate)
  rotate(ctx: RequestContext, { id }: IdInput): Promise<RotatedKeyReply> {
    return this.rotation.rotate(ctx, id);
  }

  @Handles(ApiKeyOps.assignVersion)
  async assignVersion(ctx: RequestContext, input: AssignVersionInput): Promise<ApiKeyView> {
    const key = await this.keys.findOneBy({ id: input.apiKeyId });
    if (!key) throw ApiKeyErrors.notFound();
    if (key.revokedAt) throw ApiKeyErrors.revokedCannotBeAssigned();
    const version = await this.versions.findOneBy({ id: input.versionId });
    if (!version) throw ApiKeyErrors.versionNotFound();
    try {
      await this.outbox.transaction(async (tx, emit) => {
        await tx.update(ApiKeyEntity, { id: key.id }, { assignedVersionId: input.versionId });
        await this.audit.record(emit, ctx, {
          action: 'apikey.version-assigned',
          target: { type: 'apikey', id: key.id },
          summary: `Version ${version.tag} assigned to API key ${key.prefix}…`,
        });
      });
    } catch (error) {
      if (isForeignKeyViolation(error, 'FK_api_keys_assigned_version')) throw ApiKeyErrors.versionNotFound();
      throw error;
    }
    return this.view(key.id);
  }

  private async view(id: string): Promise<ApiKeyView> {
    return toApiKeyView(await this.keys.findOneOrFail({ where: { id }, relations: WITH_STATION_AND_VERSION }));
  }
}
