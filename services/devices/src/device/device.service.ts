import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  DeviceIdentity,
  DeviceMeReply,
  FirmwareOffer,
  FirmwareStatusInput,
  HeartbeatInput,
  NextFirmwareInput,
  RequestContext,
} from '@storystump/contracts';
import type { Repository } from 'typeorm';
import { ApiKeyEntity } from '../apikeys/api-key.entity.js';
import { StationStatusEntity } from '../stations/station-status.entity.js';
import { toStationView } from '../stations/station-view.js';
import { DownloadLinks } from '../versions/download-links.js';
import { VersionsService } from '../versions/versions.service.js';
import { DeviceErrors } from './device.errors.js';

type ActiveKey = ApiKeyEntity & { baseStation: NonNullable<ApiKeyEntity['baseStation']> };

/**
 * What a stump asks with its API key. The key is looked up on every request, here where keys
 * live: a key revoked a moment ago is refused at once, on every gateway copy.
 */
@Injectable()
export class DeviceService {
  constructor(
    @InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>,
    @InjectRepository(StationStatusEntity) private readonly statuses: Repository<StationStatusEntity>,
    private readonly links: DownloadLinks,
    private readonly versions: VersionsService,
  ) {}

  async authenticate(ctx: RequestContext): Promise<DeviceIdentity> {
    const key = await this.activeKey(ctx);
    return {
      keyId: key.id,
      baseStation: {
        _id: key.baseStation.id,
        base_id: key.baseStation.baseId,
        friendly_name: key.baseStation.friendlyName,
        createdAt: key.baseStation.createdAt.toISOString(),
      },
    };
  }

  async me(ctx: RequestContext): Promise<DeviceMeReply> {
    const key = await this.activeKey(ctx);
    const version = key.assignedVersion;
    return {
      baseStation: toStationView(key.baseStation),
      assignedVersion: version ? { _id: version.id, tag: version.tag, size: version.size, sha256: version.sha256 } : null,
    };
  }

  /** Null when the stump runs what it is assigned (or nothing is): the gateway answers 204. */
  async nextFirmware(ctx: RequestContext, input: NextFirmwareInput): Promise<FirmwareOffer | null> {
    const version = (await this.activeKey(ctx)).assignedVersion;
    if (!version || version.tag === input.current) return null;
    const link = this.links.issue(version.id, this.versions.linkLifetimeSeconds);
    return {
      tag: version.tag,
      size: version.size,
      sha256: version.sha256,
      signature: version.signature,
      url: link.url,
      expiresAt: link.expiresAt,
    };
  }

  async firmwareStatus(ctx: RequestContext, input: FirmwareStatusInput): Promise<{ recorded: true }> {
    const key = await this.activeKey(ctx);
    const now = new Date();
    await this.statuses.upsert(
      {
        stationId: key.baseStation.id,
        lastContactAt: now,
        firmwareStatus: input.status,
        firmwareTag: input.tag,
        firmwareStatusAt: now,
      },
      ['stationId'],
    );
    return { recorded: true };
  }

  async heartbeat(ctx: RequestContext, input: HeartbeatInput): Promise<{ recorded: true }> {
    const key = await this.activeKey(ctx);
    await this.statuses.upsert(
      {
        stationId: key.baseStation.id,
        lastContactAt: new Date(),
        runningVersion: input.runningVersion,
        uptimeSeconds: input.uptimeSeconds,
      },
      ['stationId'],
    );
    return { recorded: true };
  }

  private async activeKey(ctx: RequestContext): Promise<ActiveKey> {
    if (!ctx.device) throw DeviceErrors.noKey();
    const key = await this.keys.findOne({
      where: { keyHash: ctx.device.keyHash },
      relations: { baseStation: true, assignedVersion: true },
    });
    if (!key) throw DeviceErrors.unknownKey();
    if (key.revokedAt || !key.baseStation) throw DeviceErrors.revokedKey();
    return key as ActiveKey;
  }
}
