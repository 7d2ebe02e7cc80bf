export const healthSubject = (service: string) => `${service}.health` as const;

export type CheckState = 'ok' | 'down';

export interface HealthReply {
  service: string;
  status: CheckState;
  checks: Record<string, CheckState>;
}
