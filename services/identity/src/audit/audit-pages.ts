import { AuditPaging, type AuditTargetType, type SortOf } from '@storystump/contracts';
import type { PageFilter, PagedTable } from '@storystump/service-kit';

/** The audit log as its pages read it. */
export const AUDIT_PAGES: PagedTable<SortOf<typeof AuditPaging>> = {
  paging: AuditPaging,
  from: 'identity.audit_entries a',
  id: { sql: 'a.id', type: 'uuid' },
  sorts: { at: { sql: 'a.at', type: 'timestamptz' } },
  search: ['a.summary', 'a.action', 'a.actor_email'],
};

/** Only the entries about one type of target (`station`, `user`...). */
export const ofTargetType =
  (type: AuditTargetType): PageFilter =>
  (param) =>
    `a.target_type = ${param(type)}`;

/** Only the changes one admin made. */
export const byActor =
  (actorId: string): PageFilter =>
  (param) =>
    `a.actor_id = ${param(actorId)}::uuid`;
