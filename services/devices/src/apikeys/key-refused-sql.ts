/**
 * Whether the key `k` (a row of devices.api_keys) is refused now: revoked, or rotated and past its
 * grace window. The one rule for every statement that checks a stump's key.
 */
export const KEY_REFUSED_SQL = `(k.revoked_at IS NOT NULL OR coalesce(k.accepted_until <= now(), false))`;
