import type { FamilyDataRecord } from '@storystump/contracts';

type Cell = FamilyDataRecord['record'][string];

/** What a spreadsheet would run as a formula when a cell starts with it (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as RFC 4180 writes it. Text that a spreadsheet would take for a formula is prefixed with
 * an apostrophe, since names and labels come from users and may be hostile.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as one CSV file: a header of every field in the order first met, then a line a row. */
export function csvTable(rows: readonly FamilyDataRecord['record'][]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (!columns.length) return '';
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column] ?? null)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
