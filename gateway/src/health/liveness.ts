/** The liveness probe's answer: the process answers HTTP, whatever its services do. */
export const LIVENESS = { status: 'ok' } as const;
