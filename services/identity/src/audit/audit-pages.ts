import { AuditPaging, type SortOf } from '@storystump/contracts';
import type { PagedTable } from '@storystump/service-kit';

/** The audit log as its pages read it. */
export const AUDIT_PAGES: PagedTable<SortOf<typeof AuditPaging>> = {
  paging: AuditPaging,
  from: 'identity.audit_entries a',
  id: { sql: 'a.id', type: 'uuid' },
  sorts: { at: { sql: 'a.at', type: 'timestamptz' } },
  search: ['a.summary', 'a.action', 'a.actor_email'],
};
