import type { ApiKeyView } from '@storystump/contracts';
import type { ApiKeyEntity } from './api-key.entity.js';

/** Loaded with its station, version and the key it succeeds. */
export const toApiKeyView = (key: ApiKeyEntity): ApiKeyView => ({
  _id: key.id,
  prefix: key.prefix,
  baseStation: key.baseStation ? { _id: key.baseStation.id, base_id: key.baseStation.baseId } : null,
  assignedVersion: key.assignedVersion ? { _id: key.assignedVersion.id, tag: key.assignedVersion.tag } : null,
  createdAt: key.createdAt.toISOString(),
  revoked: key.revokedAt !== null,
  successorOf: key.predecessor
    ? {
        _id: key.predecessor.id,
        prefix: key.predecessor.prefix,
        acceptedUntil: key.predecessor.acceptedUntil?.toISOString() ?? null,
      }
    : null,
  acceptedUntil: key.acceptedUntil?.toISOString() ?? null,
});
