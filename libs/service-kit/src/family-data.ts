import type { FamilyDataRecord } from '@storystump/contracts';

type Cell = FamilyDataRecord['record'][string];

/** A value as a family's export writes it: moments in ISO 8601, anything structured as JSON text. */
export function familyDataCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

/** Rows a service read about a family, as records of one kind of its export. */
export function familyDataRecords(kind: string, rows: readonly Record<string, unknown>[]): FamilyDataRecord[] {
  return rows.map((row) => ({
    kind,
    record: Object.fromEntries(Object.entries(row).map(([column, value]) => [column, familyDataCell(value)])),
  }));
}
