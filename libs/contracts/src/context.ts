import { z } from 'zod';
import { id, moment } from './reply-fields.js';

export const RoleSchema = z.enum(['admin']);
export type Role = z.infer<typeof RoleSchema>;

/** Who is asking, as the gateway verified it. Absent for anonymous calls. */
export const ActorSchema = z.object({ id: z.uuid(), role: RoleSchema.optional() });
export type Actor = z.infer<typeof ActorSchema>;

/**
 * A client's Idempotency-Key, scoped by the gateway to the caller (`key`), with a keyed hash of
 * the request it came with (method, path, query, body): a retry gets the first answer, never a
 * second effect, and the key used with another request is refused. `replyKey` seals the kept
 * answer: it travels with each request and is stored nowhere.
 */
export const IdempotencySchema = z.object({
  key: z.string().regex(/^[0-9a-f]{64}$/),
  requestHash: z.string().regex(/^[0-9a-f]{64}$/),
  replyKey: z.string().regex(/^[0-9a-f]{64}$/),
});
export type Idempotency = z.infer<typeof IdempotencySchema>;

/** The key a device request carried, as the devices service knows it. */
export const DeviceIdentity = z.object({
  keyId: id(),
  /** `createdAt`: nothing happened at the station before it existed. */
  baseStation: z.object({ _id: id(), base_id: z.string(), friendly_name: z.string(), createdAt: moment() }),
  /** A rotated key's last moment of being accepted (its successor's grace window); absent for a current key. */
  acceptedUntil: moment().optional(),
});
export type DeviceIdentity = z.infer<typeof DeviceIdentity>;

/**
 * A stump's request: the sha256 of the API key it sent, and whom the gateway resolved it to
 * (asked of devices, kept for a moment, forgotten when the key is revoked or its station changes).
 * Devices looks the key up itself for what it answers; other services take the identity as given.
 */
export const DeviceSchema = z.object({ keyHash: z.string().regex(/^[0-9a-f]{64}$/), identity: DeviceIdentity.optional() });
export type DeviceCaller = z.infer<typeof DeviceSchema>;

/** The longest client address passed on: an IPv6 address with a zone is far shorter. */
export const MAX_CLIENT_ADDRESS_LENGTH = 64;

export const RequestContextSchema = z.object({
  requestId: z.string().min(1).max(128),
  actor: ActorSchema.optional(),
  /**
   * The caller's network address, passed only on routes that declare `passesClientAddress`, for a
   * limit their service keeps per address. Never logged.
   */
  clientAddress: z.string().min(1).max(MAX_CLIENT_ADDRESS_LENGTH).optional(),
  device: DeviceSchema.optional(),
  idempotency: IdempotencySchema.optional(),
});
export type RequestContext = z.infer<typeof RequestContextSchema>;

/** What travels over NATS for every request: who asks, and the validated input. */
export interface Envelope<T> {
  ctx: RequestContext;
  input: T;
}
