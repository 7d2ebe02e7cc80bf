import { Injectable } from '@nestjs/common';
import {
  DeviceOps,
  type DeviceIdentity,
  type DeviceMeReply,
  type FirmwareOffer,
  type FirmwareStatusInput,
  type HeartbeatInput,
  type NextFirmwareInput,
  type RequestContext,
  type RetryLater,
  type RotatedKeyReply,
} from '@storystump/contracts';
import { Handles, Outbox } from '@storystump/service-kit';
import { KeyRotation } from '../apikeys/key-rotation.js';
import { secondsUntilWindow } from '../fleet/update-window.js';
import { HeartbeatRecorder } from '../health/heartbeat-recorder.js';
import { RolloutsService } from '../rollouts/rollouts.service.js';
import { StationStatusEntity } from '../stations/station-status.entity.js';
import { toStationView } from '../stations/station-view.js';
import type { SignedVersion } from '../versions/version.entity.js';
import { DownloadLinks } from '../versions/download-links.js';
import { VersionsService } from '../versions/versions.service.js';
import type { ActiveKey } from './active-key.js';
import { ActiveKeyLookup } from './active-key-lookup.js';
import { DeviceErrors } from './device.errors.js';

/**
 * What a stump asks with its API key. The key is looked up on every request, here where keys
 * live (many at once, see ActiveKeyLookup): a key revoked a moment ago is refused at once, on
 * every gateway copy.
 */
@Injectable()
export class DeviceService {
  constructor(
    private readonly links: DownloadLinks,
    private readonly versions: VersionsService,
    private readonly rollouts: RolloutsService,
    private readonly heartbeats: HeartbeatRecorder,
    private readonly outbox: Outbox,
    private readonly keys: ActiveKeyLookup,
    private readonly rotation: KeyRotation,
  ) {}

  @Handles(DeviceOps.authenticate)
  async authenticate(ctx: RequestContext): Promise<DeviceIdentity> {
    const key = await this.activeKey(ctx);
    return {
      keyId: key.id,
      ...(key.acceptedUntil ? { acceptedUntil: key.acceptedUntil.toISOString() } : {}),
      baseStation: {
        _id: key.baseStation.id,
        base_id: key.baseStation.baseId,
        friendly_name: key.baseStation.friendlyName,
        createdAt: key.baseStation.createdAt.toISOString(),
      },
    };
  }

  @Handles(DeviceOps.me)
  async me(ctx: RequestContext): Promise<DeviceMeReply> {
    const key = await this.activeKey(ctx);
    const version = key.assignedVersion;
    return {
      baseStation: toStationView(key.baseStation),
      assignedVersion: version ? { _id: version.id, tag: version.tag, size: version.size, sha256: version.sha256 } : null,
    };
  }

  /**
   * Outside the station's update window: when to ask again. Otherwise the version assigned to its
   * key (an admin's choice wins), else the version of a running rollout whose phase has reached it.
   * Null when the stump runs what it should (or nothing is offered): the gateway answers 204.
   */
  @Handles(DeviceOps.firmwareNext)
  async nextFirmware(ctx: RequestContext, input: NextFirmwareInput): Promise<FirmwareOffer | RetryLater | null> {
    const key = await this.activeKey(ctx);
    const { updateWindowStart: start, updateWindowEnd: end } = key.baseStation;
    const wait = start && end ? secondsUntilWindow(new Date(), start, end) : 0;
    if (wait > 0) return { retryAfterSeconds: wait };
    if (key.assignedVersion) return key.assignedVersion.tag === input.current ? null : this.offer(key.assignedVersion);
    const rollout = await this.rollouts.offerFor(key.baseStation.id);
    if (!rollout) return null;
    if (rollout.version.tag === input.current) {
      // The stump runs the rollout's version already: it counts as updated.
      if (rollout.state !== 'success') await this.recordFirmwareStatus(key, { status: 'success', tag: rollout.version.tag });
      return null;
    }
    return this.offer(rollout.version);
  }

  @Handles(DeviceOps.firmwareStatus)
  async firmwareStatus(ctx: RequestContext, input: FirmwareStatusInput): Promise<{ recorded: true }> {
    await this.recordFirmwareStatus(await this.activeKey(ctx), input);
    return { recorded: true };
  }

  /** The stump's own rotation: its successor, once (asking again with the old key is refused). */
  @Handles(DeviceOps.rotateKey)
  async rotateKey(ctx: RequestContext): Promise<RotatedKeyReply> {
    const key = await this.activeKey(ctx);
    return this.rotation.rotate(ctx, key.id);
  }

  @Handles(DeviceOps.heartbeat)
  async heartbeat(ctx: RequestContext, input: HeartbeatInput): Promise<{ recorded: true }> {
    if (!ctx.device) throw DeviceErrors.noKey();
    return this.heartbeats.add(ctx.device.keyHash, input);
  }

  private offer(version: SignedVersion): FirmwareOffer {
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

  /** The station's last report, and its state in the rollout of that tag, change together. */
  private recordFirmwareStatus(key: ActiveKey, input: FirmwareStatusInput): Promise<void> {
    return this.outbox.transaction(async (tx, emit) => {
      const now = new Date();
      await tx.upsert(
        StationStatusEntity,
        {
          stationId: key.baseStation.id,
          lastContactAt: now,
          firmwareStatus: input.status,
          firmwareTag: input.tag,
          firmwareStatusAt: now,
        },
        ['stationId'],
      );
      await this.rollouts.report(tx, emit, key.baseStation.id, input);
    });
  }

  private activeKey(ctx: RequestContext): Promise<ActiveKey> {
    if (!ctx.device) throw DeviceErrors.noKey();
    return this.keys.find(ctx.device.keyHash);
  }
}
