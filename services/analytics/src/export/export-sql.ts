/** A moment as the data route writes it (toISOString). */
const isoOf = (moment: string) => `to_char(${moment} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What a visitor typed, as a spreadsheet takes it: a text starting like a formula (`=`, `+`, `-`,
 * `@`, a tab or a return) is written after an apostrophe, so opening the export runs nothing.
 */
const asText = (column: string) => `CASE WHEN "${column}" ~ '^[-=+@\\t\\r]' THEN '''' || "${column}" ELSE "${column}" END`;

/** The data route's fields, in its order of the named ones, then its extra fields as JSON. */
const EXPORT_COLUMNS: Array<[header: string, sql: string]> = [
  ['_id', `"id"`],
  ['timestamp', isoOf('COALESCE("occurred_at", "received_at")')],
  ['receivedAt', isoOf('"received_at"')],
  ['sessionId', asText('session_id')],
  ['type', asText('type')],
  ['page', asText('page')],
  ['url', asText('url')],
  ['deviceCategory', `"device_category"`],
  ['trafficSource', `"traffic_source"`],
  ['utmCampaign', `"campaign"`],
  ['country', `"country"`],
  ['error', asText('error')],
  ['event', asText('event')],
  ['interaction', `"interaction"::text`],
  ['isExit', `"is_exit"::text`],
  ['isBot', `"is_bot"::text`],
  ['extra', `"extra"::text`],
];

export const EXPORT_HEADERS = EXPORT_COLUMNS.map(([header]) => header);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The COPY that writes a range's events as CSV, a header row first, newest first as the data
 * route lists them. COPY takes no parameters: the days are checked to be days before they are written in.
 */
export function exportCopy(startDate: string, endDate: string): string {
  if (!DAY.test(startDate) || !DAY.test(endDate)) throw new Error('An export range is made of days (YYYY-MM-DD)');
  return `COPY (
    SELECT ${EXPORT_COLUMNS.map(([header, sql]) => `${sql} AS "${header}"`).join(', ')}
      FROM "analytics"."events"
     WHERE "received_at" >= '${startDate}'::date AT TIME ZONE 'UTC'
       AND "received_at" < ('${endDate}'::date + 1) AT TIME ZONE 'UTC'
     ORDER BY "received_at" DESC, "id" DESC
  ) TO STDOUT WITH (FORMAT csv, HEADER true)`;
}
