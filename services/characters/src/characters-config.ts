import { positiveInt, type Settings } from '@storystump/service-kit';

export interface CharactersConfig {
  /** Visits older than this many months are unlinked from their characters (kept only as counts at their stumps). */
  visitRetentionMonths: number;
}

export const CHARACTERS_CONFIG = Symbol('CHARACTERS_CONFIG');

export const readCharactersConfig = (env: Settings): CharactersConfig => ({
  visitRetentionMonths: positiveInt(env.VISIT_RETENTION_MONTHS, 24, 'VISIT_RETENTION_MONTHS'),
});
