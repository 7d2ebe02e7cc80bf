import { StationPaging, type SortOf } from '@storystump/contracts';
import type { PagedTable } from '@storystump/service-kit';

/** The stations as their lists' pages read them (the map's list and the admins' statuses alike). */
export const STATION_PAGES: PagedTable<SortOf<typeof StationPaging>> = {
  paging: StationPaging,
  from: 'devices.base_stations s',
  id: { sql: 's.id', type: 'uuid' },
  sorts: {
    base_id: { sql: 's.base_id', type: 'text' },
    friendly_name: { sql: 's.friendly_name', type: 'text' },
    created: { sql: 's.created_at', type: 'timestamptz' },
  },
  search: ['s.base_id', 's.friendly_name'],
};
