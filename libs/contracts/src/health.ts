import { z } from 'zod';

export const healthSubject = (service: string) => `${service}.health` as const;

export const CheckState = z.enum(['ok', 'down']);
export type CheckState = z.infer<typeof CheckState>;

export const HealthReply = z.object({
  service: z.string(),
  status: CheckState,
  checks: z.record(z.string(), CheckState),
});
export type HealthReply = z.infer<typeof HealthReply>;

/** The gateway's liveness answer: the process is up. */
export const LivenessReply = z.object({ status: z.literal('ok') });
export type LivenessReply = z.infer<typeof LivenessReply>;

/** The whole system's health: each service's own answer, `down` for one that did not answer. */
export const SystemHealthReply = z.object({
  status: z.enum(['ok', 'degraded']),
  gateway: z.literal('ok'),
  services: z.record(z.string(), HealthReply),
});
export type SystemHealthReply = z.infer<typeof SystemHealthReply>;
