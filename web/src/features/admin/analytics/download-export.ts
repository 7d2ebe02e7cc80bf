import type { AnalyticsRoutes } from '@storystump/contracts';
import type { ApiPath } from '../../../api/api-path';
import type { DateRange } from './analytics.api';

const EXPORT_PATH: ApiPath<typeof AnalyticsRoutes.export> = '/api/analytics/export';

/** A download refused: the server's message when it gave one. */
export class ExportFailed extends Error {}

/**
 * Fetches a range's CSV as it streams, telling `onBytes` how much has come, then hands it to the
 * browser to save under the server's file name.
 */
export async function downloadExport(range: DateRange, token: string | null, onBytes: (bytes: number) => void): Promise<void> {
  const response = await fetch(`${EXPORT_PATH}?${new URLSearchParams({ ...range }).toString()}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ExportFailed(body.message ?? 'The export failed.');
  }
  const parts: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.length;
    onBytes(bytes);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'events.csv';
  const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
