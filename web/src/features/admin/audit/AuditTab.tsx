import { AUDIT_TARGET_TYPES, type AuditTargetType } from '@storystump/contracts';
import { useState } from 'react';
import { SelectField } from '../../../ui/SelectField';
import styles from '../Admin.module.css';
import { PagedTable } from '../paged-table/PagedTable';
import { useListControls } from '../paged-table/use-list-controls';
import { useAuditPagesInfiniteQuery } from './audit.api';
import { formatMoment } from '../../../ui/dates';

/**
 * Changes are recorded when the service that made them reports them, a moment after the change
 * itself: the shown pages are asked again this often, so a change made a moment ago appears.
 */
export const AUDIT_REFRESH_MS = 3000;

/** The newest admin changes first, searchable by summary, action and admin, filtered by what they touched. */
export function AuditTab() {
  const [type, setType] = useState<AuditTargetType | ''>('');
  const controls = useListControls(type ? { type } : {}, '-at');
  const list = useAuditPagesInfiniteQuery(controls.query, {
    pollingInterval: AUDIT_REFRESH_MS,
    refetchOnMountOrArgChange: true,
  });
  return (
    <section aria-label="Audit log">
      <h2>Audit Log</h2>
      <div className={styles.form}>
        <SelectField
          label="Type"
          placeholder="Every type"
          value={type}
          onValue={(value) => setType(value as AuditTargetType | '')}
          options={AUDIT_TARGET_TYPES.map((value) => ({ value, label: value }))}
        />
      </div>
      <PagedTable
        label="Audit log"
        many="changes"
        searchLabel="Search by summary, action or admin's e-mail"
        empty={
          type
            ? `No change to a ${type} recorded yet. Choose "Every type" to see the others.`
            : 'No change recorded yet. Changes admins make (stations, keys, users, rollouts, orders...) appear here.'
        }
        failure="Failed to load the audit log."
        columns={[{ label: 'When', sort: 'at' }, { label: 'Admin' }, { label: 'Action' }, { label: 'Summary' }]}
        controls={controls}
        list={list}
        row={(entry) => (
          <tr key={entry._id} data-testid="audit-row">
            <td>{formatMoment(entry.at)}</td>
            <td>{entry.actor.email}</td>
            <td>{entry.action}</td>
            <td>{entry.summary}</td>
          </tr>
        )}
      />
    </section>
  );
}
