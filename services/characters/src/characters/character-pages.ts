import { CharacterPaging, type SortOf } from '@storystump/contracts';
import type { PagedTable } from '@storystump/service-kit';

/** The characters as the admin's list's pages read them, searched by serial number and owner. */
export const CHARACTER_PAGES: PagedTable<SortOf<typeof CharacterPaging>> = {
  paging: CharacterPaging,
  from: 'characters.characters c',
  id: { sql: 'c.id', type: 'uuid' },
  sorts: {
    created: { sql: 'c.created_at', type: 'timestamptz' },
    serial: { sql: 'c.serial_number', type: 'text' },
  },
  search: ['c.serial_number', 'c.owner_email', 'c.owner_display_name'],
  searchIndexedAsText: true,
};
