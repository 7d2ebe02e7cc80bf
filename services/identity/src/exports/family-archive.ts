import type { FamilyDataRecord } from '@storystump/contracts';
import { ZipFile } from 'yazl';
import { csvTable } from './csv-table.js';

/** Every kind of data the archive holds a CSV of, even when the family has none of it. */
export const ARCHIVED_KINDS = [
  'profile',
  'consent',
  'admin-changes',
  'characters',
  'visits',
  'mission-progress',
  'mission-mails',
  'journey-shares',
  'orders',
  'order-lines',
  'refunds',
  'interests',
  'enquiries',
  'campaign-mails',
  'stump-reports',
] as const;

export interface FamilyArchiveInput {
  exportId: string;
  userId: string;
  exportedAt: Date;
  records: readonly FamilyDataRecord[];
}

/** The records grouped by kind, each kind in ARCHIVED_KINDS present, then any other a service sent. */
export function recordsByKind(records: readonly FamilyDataRecord[]): Record<string, FamilyDataRecord['record'][]> {
  const byKind: Record<string, FamilyDataRecord['record'][]> = Object.fromEntries(ARCHIVED_KINDS.map((kind) => [kind, []]));
  for (const { kind, record } of records) (byKind[kind] ??= []).push(record);
  return byKind;
}

/** The zip: `export.json` with every kind, and `<kind>.csv` for each. */
export async function familyArchive({ exportId, userId, exportedAt, records }: FamilyArchiveInput): Promise<Buffer> {
  const data = recordsByKind(records);
  const zip = new ZipFile();
  // Deflate's fastest level: an export is made once and downloaded once, and its time went mostly
  // to compression at the default level for a few percent of size.
  const options = { mtime: exportedAt, compressionLevel: 1 };
  zip.addBuffer(
    Buffer.from(JSON.stringify({ exportId, userId, exportedAt: exportedAt.toISOString(), data }, null, 2)),
    'export.json',
    options,
  );
  for (const [kind, rows] of Object.entries(data)) zip.addBuffer(Buffer.from(csvTable(rows)), `${kind}.csv`, options);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
