const minuteOfDay = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Seconds from `now` until the update window opens: 0 inside it. The window is in UTC and runs
 * over midnight when it ends before it starts (22:00 to 04:00).
 */
export function secondsUntilWindow(now: Date, start: string, end: string): number {
  const from = minuteOfDay(start);
  const to = minuteOfDay(end);
  const seconds = now.getUTCHours() * 3600 + now.getUTCMinutes() * 60 + now.getUTCSeconds();
  const minute = Math.floor(seconds / 60);
  const inside = from < to ? minute >= from && minute < to : minute >= from || minute < to;
  if (inside) return 0;
  const wait = from * 60 - seconds;
  return wait > 0 ? wait : wait + 24 * 3600;
}
