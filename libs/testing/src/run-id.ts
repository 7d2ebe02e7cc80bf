import { randomBytes } from 'node:crypto';

/** A short id naming everything one test run makes (database, Redis keys), so runs never meet. */
export const newRunId = (): string => `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
