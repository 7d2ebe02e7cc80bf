import { ApiKeyPaging, type SortOf } from '@storystump/contracts';
import type { PagedTable } from '@storystump/service-kit';

/** The keys as their list's pages read them, searched by their station's base_id. */
export const API_KEY_PAGES: PagedTable<SortOf<typeof ApiKeyPaging>> = {
  paging: ApiKeyPaging,
  from: 'devices.api_keys k LEFT JOIN devices.base_stations s ON s.id = k.base_station_id',
  id: { sql: 'k.id', type: 'uuid' },
  sorts: {
    created: { sql: 'k.created_at', type: 'timestamptz' },
    prefix: { sql: 'k.prefix', type: 'text' },
  },
  search: ['s.base_id'],
};
