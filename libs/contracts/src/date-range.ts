import { z } from 'zod';

/** The longest range a report is asked for, in days. */
export const MAX_RANGE_DAYS = 400;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
const isDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return DAY.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
export const day = () => z.string({ error: 'must be a date (YYYY-MM-DD)' }).refine(isDay, 'must be a date (YYYY-MM-DD)');

export const DEFAULT_RANGE_DAYS = 7;

/** `YYYY-MM-DD` moved by whole days. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last `DEFAULT_RANGE_DAYS` days (UTC) ending on `today`. */
export function defaultRange(today = new Date().toISOString().slice(0, 10)): { startDate: string; endDate: string } {
  return { startDate: addDays(today, 1 - DEFAULT_RANGE_DAYS), endDate: today };
}

export const rangeFields = { startDate: day().optional(), endDate: day().optional() };

/** Whole UTC days, both included, the default range filling what is left out. */
export function withDefaultDays<T extends { startDate?: string; endDate?: string }>(query: T) {
  const fallback = defaultRange(query.endDate);
  return { ...query, endDate: fallback.endDate, startDate: query.startDate ?? fallback.startDate };
}

/** A range must run forwards and not past `MAX_RANGE_DAYS`. */
export function checkedRange<S extends z.ZodType<{ startDate: string; endDate: string }>>(schema: S): S {
  return schema
    .refine(({ startDate, endDate }) => startDate <= endDate, 'endDate must not be before startDate')
    .refine(
      ({ startDate, endDate }) => addDays(startDate, MAX_RANGE_DAYS - 1) >= endDate,
      `the range must be at most ${MAX_RANGE_DAYS} days`,
    );
}

/** The range of the same length that ends the day before `startDate`. */
export function previousRange({ startDate, endDate }: { startDate: string; endDate: string }): {
  startDate: string;
  endDate: string;
} {
  const days = Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
  return { startDate: addDays(startDate, -days), endDate: addDays(startDate, -1) };
}
