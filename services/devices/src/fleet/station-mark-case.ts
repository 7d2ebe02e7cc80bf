import type { StationMark } from '@storystump/contracts';

/**
 * A station's Fleet mark in SQL, the most pressing first (as STATION_MARKS orders them), on the
 * station `b` and its status row `s` (left joined: none is never seen), with `$1` the seconds after which it is
 * silent and `$2` the low battery percent. `valueOf` says what each mark is written as.
 */
export const stationMarkCase = (valueOf: (mark: StationMark) => string) => `CASE
  WHEN b.lost_at IS NOT NULL THEN ${valueOf('lost')}
  WHEN s.firmware_status = 'failure' THEN ${valueOf('failed')}
  WHEN s.last_contact_at IS NULL THEN ${valueOf('never')}
  WHEN s.last_contact_at < now() - make_interval(secs => $1) THEN ${valueOf('silent')}
  WHEN s.health_at IS NOT NULL AND s.battery_percent <= $2 THEN ${valueOf('lowBattery')}
  ELSE ${valueOf('online')} END`;
