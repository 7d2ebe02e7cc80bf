import { AUDIT_TARGET_TYPES, type AuditEntryView, type AuditTargetType } from '@storystump/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { AdminTable } from '../AdminTable';
import styles from '../Admin.module.css';
import { useUsersQuery } from '../users/users.api';
import { useAuditQuery, useLazyAuditQuery } from './audit.api';

const PAGE = 50;

/** The newest admin changes first, filtered by who made them and what they touched; older ones load on scroll. */
export function AuditTab() {
  const users = useUsersQuery();
  const [actor, setActor] = useState('');
  const [type, setType] = useState<AuditTargetType | ''>('');
  const filters = useMemo(() => ({ ...(actor ? { actor } : {}), ...(type ? { type } : {}) }), [actor, type]);
  const newest = useAuditQuery({ limit: PAGE, ...filters });
  const [fetchOlder, { isFetching: fetchingOlder }] = useLazyAuditQuery();
  const [olderPages, setOlderPages] = useState<AuditEntryView[][]>([]);
  const entries = useMemo(() => (newest.data ? [...newest.data, ...olderPages.flat()] : undefined), [newest.data, olderPages]);
  const lastPage = olderPages.at(-1) ?? newest.data;
  const complete = !lastPage || lastPage.length < PAGE;
  const sentinel = useRef<HTMLDivElement>(null);

  const older = useCallback(() => {
    const last = entries?.at(-1);
    if (!last || complete || fetchingOlder) return;
    void fetchOlder({ limit: PAGE, before: last.at, ...filters })
      .unwrap()
      .then((page) => setOlderPages((pages) => [...pages, page]))
      .catch(() => undefined);
  }, [entries, complete, fetchingOlder, fetchOlder, filters]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => seen.some((entry) => entry.isIntersecting) && older());
    observer.observe(element);
    return () => observer.disconnect();
  }, [older]);

  const admins = (users.data ?? []).filter((user) => user.role === 'admin');
  return (
    <section aria-label="Audit log">
      <h2>Audit Log</h2>
      <div className={styles.form}>
        <SelectField
          label="Admin"
          placeholder="Every admin"
          value={actor}
          onValue={(value) => {
            setOlderPages([]);
            setActor(value);
          }}
          options={admins.map((admin) => ({ value: admin._id, label: admin.email }))}
        />
        <SelectField
          label="Type"
          placeholder="Every type"
          value={type}
          onValue={(value) => {
            setOlderPages([]);
            setType(value as AuditTargetType | '');
          }}
          options={AUDIT_TARGET_TYPES.map((value) => ({ value, label: value }))}
        />
      </div>
      <AdminTable
        isLoading={newest.isLoading}
        isError={newest.isError}
        failure="Failed to load the audit log."
        columns={['When', 'Admin', 'Action', 'Summary']}
        rows={entries?.map((entry) => (
          <tr key={entry._id}>
            <td>{new Date(entry.at).toLocaleString()}</td>
            <td>{entry.actor.email}</td>
            <td>{entry.action}</td>
            <td>{entry.summary}</td>
          </tr>
        ))}
      />
      <div ref={sentinel} />
      {entries && !complete && (
        <Button variant="secondary" onClick={older} disabled={fetchingOlder}>
          Load older changes
        </Button>
      )}
      {entries?.length === 0 && <p>No change recorded yet.</p>}
    </section>
  );
}
