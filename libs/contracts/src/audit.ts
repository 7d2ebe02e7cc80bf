import { z } from 'zod';
import { id, moment } from './reply-fields.js';
import { pageLimit } from './fields.js';
import { AUDIT_TARGET_TYPES, MAX_AUDIT_PAGE } from './limits.js';
import { SERVICE_NAMES, type ServiceName } from './service-names.js';

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * One admin change, as the service that made it announces it (in the change's transaction):
 * `<service>.events.audit.recorded`. The actor's e-mail is added where users live.
 */
export interface AuditRecord {
  at: string;
  actorId: string;
  /** `<type>.<verb>`: `station.created`, `rollout.paused`. */
  action: string;
  target: { type: AuditTargetType; id: string };
  /** One line a person reads: what changed, in plain text. */
  summary: string;
}

export type AuditEventSubject = `${ServiceName}.events.audit.recorded`;
export const auditEventOf = (service: ServiceName): AuditEventSubject => `${service}.events.audit.recorded`;
/** Every service's audit events, for the one consumer that keeps the log. */
export const AUDIT_EVENTS: readonly AuditEventSubject[] = SERVICE_NAMES.map(auditEventOf);

export type AuditEventPayloads = { [S in AuditEventSubject]: AuditRecord };

export const AuditQuery = z.object({
  limit: pageLimit(MAX_AUDIT_PAGE, 50),
  before: z.iso.datetime({ offset: true, error: 'must be a moment (ISO 8601, with its offset)' }).optional(),
  actor: z.uuid({ error: 'must be a valid id' }).optional(),
  type: z.enum(AUDIT_TARGET_TYPES, { error: `must be one of ${AUDIT_TARGET_TYPES.join(', ')}` }).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntryView = z.object({
  _id: id(),
  at: moment(),
  actor: z.object({ _id: id(), email: z.string() }),
  action: z.string(),
  target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string() }),
  summary: z.string(),
});
export type AuditEntryView = z.infer<typeof AuditEntryView>;
