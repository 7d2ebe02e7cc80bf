import { useState } from 'react';
import type { HostInput, HostView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import styles from '../Admin.module.css';
import { reportOutcome } from '../report-outcome';
import { HostForm } from './HostForm';
import {
  useCreateHostMutation,
  useDeleteHostMutation,
  useHostsQuery,
  useReplaceHostLinkMutation,
  useUpdateHostMutation,
} from './hosts.api';

/** The hosts of stumps, each with its portal link: made, changed, given a new link (the old one stops) or deleted. */
export function HostsTab() {
  const hosts = useHostsQuery();
  const [create] = useCreateHostMutation();
  const [update] = useUpdateHostMutation();
  const [remove] = useDeleteHostMutation();
  const [replaceLink] = useReplaceHostLinkMutation();
  const { confirm, dialog } = useConfirm();
  const [status, setStatus] = useState<Status | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  const onCreate = (input: HostInput) =>
    reportOutcome(
      setStatus,
      () => create(input).unwrap(),
      (host) => `Host ${host.name} created.`,
      'Failed to create host',
    );
  const onUpdate = (host: HostView) => async (input: HostInput) => {
    const updated = await reportOutcome(
      setStatus,
      () => update({ ...input, _id: host._id }).unwrap(),
      'Host updated.',
      'Failed to update host',
    );
    if (updated) setEditing(null);
    return updated;
  };
  const onReplaceLink = async (host: HostView) => {
    if (!(await confirm(`Give ${host.name} a new link? The link it has now will stop working.`))) return;
    await reportOutcome(
      setStatus,
      () => replaceLink(host._id).unwrap(),
      'New link made: the old one no longer opens.',
      'Failed to replace the link',
    );
  };
  const onDelete = async (host: HostView) => {
    if (!(await confirm(`Delete the host ${host.name}? Its link will stop working.`))) return;
    await reportOutcome(setStatus, () => remove(host._id).unwrap(), 'Host deleted.', 'Failed to delete host');
  };

  return (
    <section aria-labelledby="hosts-heading">
      <h2 id="hosts-heading">Hosts</h2>
      <p>
        A host sees its own stumps on its portal, by a link only it is given, and is mailed its report on the 1st of each month.
      </p>
      <HostForm submitLabel="Create host" onSubmit={onCreate} />
      <StatusMessage status={status} />
      {hosts.isError && <p role="alert">Failed to fetch hosts.</p>}
      {hosts.data?.length === 0 && <p>No hosts yet.</p>}
      {hosts.data && hosts.data.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Hosts</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Contact</th>
                <th scope="col">Stumps</th>
                <th scope="col">Portal link</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {hosts.data.map((host) =>
                editing === host._id ? (
                  <tr key={host._id}>
                    <td colSpan={5}>
                      <HostForm host={host} submitLabel="Save host" onSubmit={onUpdate(host)} onCancel={() => setEditing(null)} />
                    </td>
                  </tr>
                ) : (
                  <tr key={host._id} data-testid="host-row">
                    <td className={styles.oneLine}>{host.name}</td>
                    <td className={styles.oneLine}>{host.email}</td>
                    <td>{host.stationIds.length}</td>
                    <td>
                      <a className={styles.linkUrl} href={host.portalUrl} data-testid="host-portal-link">
                        {host.portalUrl}
                      </a>
                    </td>
                    <td className={styles.actions}>
                      <Button size="small" variant="secondary" onClick={() => setEditing(host._id)}>
                        Edit
                      </Button>
                      <Button size="small" variant="secondary" onClick={() => void onReplaceLink(host)}>
                        New link
                      </Button>
                      <Button size="small" variant="danger" onClick={() => void onDelete(host)}>
                        Delete
                      </Button>
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
      {dialog}
    </section>
  );
}
