import { Inject, Injectable } from '@nestjs/common';
import type { RequestContext, RotatedKeyReply } from '@storystump/contracts';
import { AuditTrail, Outbox } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import { FLEET_CONFIG, type FleetConfig } from '../fleet/fleet-config.js';
import { ApiKeyEntity } from './api-key.entity.js';
import { newApiKey } from './api-key-secret.js';
import { ApiKeyErrors } from './api-keys.errors.js';

/**
 * A key's successor for the same station, with its assigned version: the station keeps its
 * history, health and rollouts, which belong to the station, not the key. The old key is accepted
 * beside it until the grace window ends, then refused. A key is succeeded once.
 */
@Injectable()
export class KeyRotation {
  constructor(
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
  ) {}

  rotate(ctx: RequestContext, keyId: string): Promise<RotatedKeyReply> {
    return this.outbox.transaction(async (tx, emit) => {
      const old = await tx.findOne(ApiKeyEntity, {
        where: { id: keyId },
        relations: { baseStation: true },
        lock: { mode: 'pessimistic_write', tables: ['api_keys'] },
      });
      if (!old) throw ApiKeyErrors.notFound();
      if (old.revokedAt || !old.baseStation) throw ApiKeyErrors.revokedCannotBeRotated();
      if (old.acceptedUntil || (await tx.existsBy(ApiKeyEntity, { successorOf: old.id }))) throw ApiKeyErrors.alreadyRotated();
      const acceptedUntil = new Date(Date.now() + this.config.keyRotationGraceMs);
      const { key, hash, prefix } = newApiKey();
      const id = randomUUID();
      await tx.insert(ApiKeyEntity, {
        id,
        keyHash: hash,
        prefix,
        baseStationId: old.baseStationId,
        assignedVersionId: old.assignedVersionId,
        revokedAt: null,
        successorOf: old.id,
        acceptedUntil: null,
      });
      await tx.update(ApiKeyEntity, { id: old.id }, { acceptedUntil });
      await this.audit.record(emit, ctx, {
        action: 'apikey.rotated',
        target: { type: 'apikey', id },
        summary: `API key ${old.prefix}… of station ${old.baseStation.baseId} rotated to ${prefix}…`,
      });
      return { _id: id, apiKey: key, predecessorAcceptedUntil: acceptedUntil.toISOString() };
    });
  }
}
