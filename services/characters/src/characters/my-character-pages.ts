import { MyCharacterPaging, type SortOf } from '@storystump/contracts';
import type { PageFilter, PagedTable } from '@storystump/service-kit';

/** A family's own characters as its account page's pages read them, searched by serial number and character type. */
export const MY_CHARACTER_PAGES: PagedTable<SortOf<typeof MyCharacterPaging>> = {
  paging: MyCharacterPaging,
  from: 'characters.characters c JOIN characters.character_types t ON t.id = c.type_id',
  id: { sql: 'c.id', type: 'uuid' },
  sorts: {
    created: { sql: 'c.created_at', type: 'timestamptz' },
    serial: { sql: 'c.serial_number', type: 'text' },
  },
  search: ['c.serial_number', 't.character_type'],
};

/** Only the characters of this owner. */
export const ownedBy =
  (ownerId: string): PageFilter =>
  (param) =>
    `c.owner_id = ${param(ownerId)}::uuid`;
