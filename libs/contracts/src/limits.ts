// Plain values the web needs too; kept apart from the schemas so importing them costs no zod.
export const PASSWORD_MIN_LENGTH = 8;

export const MAX_CHECKOUT_LINES = 20;
export const MAX_LINE_QUANTITY = 99;
/** Characters in one order, all lines together: a family's basket, not a reseller's. */
export const MAX_ORDER_QUANTITY = 50;
/** Orders listed at once, by default and at most. */
export const DEFAULT_ORDERS_PAGE = 50;
export const MAX_ORDERS_PAGE = 200;
/** The most a product's stock can be set to. */
export const MAX_STOCK = 1_000_000;

/** What a stump reports while it updates its firmware. */
export const FIRMWARE_STATUSES = ['downloading', 'installing', 'success', 'failure'] as const;
/** Why a stump last started: cut power, its watchdog, a crash, a firmware update, or its owner. */
export const REBOOT_REASONS = ['power', 'watchdog', 'crash', 'update', 'user'] as const;
export type RebootReason = (typeof REBOOT_REASONS)[number];
/** The reboot reasons that end a crash-free hour. */
export const CRASH_REBOOT_REASONS: readonly RebootReason[] = ['crash', 'watchdog'];
/** Visits a stump may report in one request. */
export const MAX_VISITS_PER_BATCH = 500;
/** A stump whose clock is off by more than this has its visits' times corrected, and is listed as drifting. */
export const CLOCK_DRIFT_TOLERANCE_MS = 60_000;
/** The stumps with drifting clocks the Fleet tab lists. */
export const MAX_DRIFTING_CLOCKS = 50;
/** A character's visits: the page size when a page but no size is asked for, and the most one page may hold. */
export const DEFAULT_VISITS_PAGE = 50;
export const MAX_VISITS_PAGE = 500;
/** Firmware zips: the default upload limit (FIRMWARE_MAX_MB). */
export const DEFAULT_FIRMWARE_MAX_MB = 100;

/** A rollout's phases when none are given: percents of its stations. */
export const DEFAULT_ROLLOUT_PHASES = [10, 50, 100];
/** Percent of finished stations that may fail before a rollout halts, when none is given. */
export const DEFAULT_FAILURE_THRESHOLD = 10;
export const DEFAULT_MIN_SAMPLE = 1;
export const MAX_ROLLOUT_PHASES = 10;
/** A battery at or below this percent counts as low. */
export const LOW_BATTERY_PERCENT = 20;

/** What an admin change in the audit log is about. */
export const AUDIT_TARGET_TYPES = [
  'station',
  'apikey',
  'version',
  'rollout',
  'user',
  'character',
  'characterType',
  'visit',
  'campaign',
  'order',
  'product',
  'mission',
  'config',
] as const;
export const MAX_AUDIT_PAGE = 200;
