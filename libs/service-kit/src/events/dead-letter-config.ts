import { positiveInt } from '../config.js';
import type { Settings } from '../settings.js';

/** How long, and how many, dead letters a service keeps. */
export interface DeadLetterConfig {
  retentionDays: number;
  /** Past this many of one consumer, its oldest go: a flood of one never pushes out another's. */
  keptPerConsumer: number;
}

export function readDeadLetterConfig(settings: Settings): DeadLetterConfig {
  return {
    retentionDays: positiveInt(settings.DEAD_LETTER_RETENTION_DAYS, 30, 'DEAD_LETTER_RETENTION_DAYS'),
    keptPerConsumer: positiveInt(settings.DEAD_LETTERS_PER_CONSUMER, 1000, 'DEAD_LETTERS_PER_CONSUMER'),
  };
}
