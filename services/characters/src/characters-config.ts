import { positiveInt, type Settings } from '@storystump/service-kit';

export interface CharactersConfig {
  /** Visits older than this many months are unlinked from their characters (kept only as counts at their stumps). */
  visitRetentionMonths: number;
  /** A stump's batch may bring visits this many days old (it was offline); older ones are refused. */
  visitMaxAgeDays: number;
}

export const CHARACTERS_CONFIG = Symbol('CHARACTERS_CONFIG');

export const readCharactersConfig = (env: Settings): CharactersConfig => ({
  visitRetentionMonths: positiveInt(env.VISIT_RETENTION_MONTHS, 24, 'VISIT_RETENTION_MONTHS'),
  visitMaxAgeDays: positiveInt(env.VISIT_MAX_AGE_DAYS, 30, 'VISIT_MAX_AGE_DAYS'),
});
