import { z } from 'zod';

export const RoleSchema = z.enum(['admin']);
export type Role = z.infer<typeof RoleSchema>;

/** Who is asking, as the gateway verified it. Absent for anonymous calls. */
export const ActorSchema = z.object({ id: z.uuid(), role: RoleSchema.optional() });
export type Actor = z.infer<typeof ActorSchema>;

export const RequestContextSchema = z.object({
  requestId: z.string().min(1).max(128),
  actor: ActorSchema.optional(),
});
export type RequestContext = z.infer<typeof RequestContextSchema>;

/** What travels over NATS for every request: who asks, and the validated input. */
export interface Envelope<T> {
  ctx: RequestContext;
  input: T;
}
