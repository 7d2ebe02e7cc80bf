import { SetMetadata } from '@nestjs/common';
import type { RateLimitRuleName } from './rate-limit.rules.js';

export const RATE_LIMITS = 'storystump:rate-limits';

/** Counts each call against these rules (on a route, or on every route of a controller); the first one exceeded answers 429 with Retry-After. */
export const RateLimited = (...rules: RateLimitRuleName[]) => SetMetadata(RATE_LIMITS, rules);
