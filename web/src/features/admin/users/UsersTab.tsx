import { useState } from 'react';
import type { UserView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { deletionDateOf } from '../../account/deletion/deletion-date';
import { useCurrentUser } from '../../auth/use-current-user';
import styles from '../Admin.module.css';
import { PagedTable } from '../paged-table/PagedTable';
import { useListControls } from '../paged-table/use-list-controls';
import { reportOutcome } from '../report-outcome';
import { useDeleteUserMutation, useDemoteUserMutation, usePromoteUserMutation, useUserPagesInfiniteQuery } from './users.api';

/** The accounts a page at a time, newest first, searchable by e-mail and name. */
export function UsersTab() {
  const controls = useListControls({}, '-created');
  const list = useUserPagesInfiniteQuery(controls.query);
  const [promote] = usePromoteUserMutation();
  const [demote] = useDemoteUserMutation();
  const [remove] = useDeleteUserMutation();
  const { confirm, dialog } = useConfirm();
  const me = useCurrentUser().user;
  const [status, setStatus] = useState<Status | null>(null);

  const onPromote = (user: UserView) =>
    reportOutcome(setStatus, () => promote(user._id).unwrap(), 'User promoted to admin successfully.', 'Failed to promote user');
  const onDemote = (user: UserView) =>
    reportOutcome(
      setStatus,
      () => demote(user._id).unwrap(),
      'User demoted to regular role successfully.',
      'Failed to demote user',
    );
  const onDelete = async (user: UserView) => {
    if (!(await confirm('Are you sure you want to delete this user?'))) return;
    await reportOutcome(setStatus, () => remove(user._id).unwrap(), 'User deleted successfully.', 'Failed to delete user');
  };

  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading">Users</h2>
      <StatusMessage status={status} />
      <PagedTable
        label="Users"
        many="users"
        searchLabel="Search by e-mail or name"
        empty="No users yet. They appear here once they register."
        failure="Failed to fetch users."
        columns={[{ label: 'Name', sort: 'name' }, { label: 'Email', sort: 'email' }, { label: 'Role' }]}
        actions
        controls={controls}
        list={list}
        row={(user) => (
          <tr key={user._id} data-testid="user-row">
            <td>
              {user.displayName}
              {user._id === me?._id && <span className={styles.you}> (you)</span>}
            </td>
            <td className={styles.oneLine}>{user.email}</td>
            <td>
              {user.role === 'admin' ? 'admin' : 'User'}
              {/* Beside the role rather than a column of its own, so the table still fits a phone. */}
              <span data-testid="user-deletion" className={styles.deletionNote}>
                {user.deletion && (
                  <>
                    <strong>Pending deletion</strong> on {deletionDateOf(user.deletion.scheduledFor)}
                  </>
                )}
              </span>
            </td>
            <td className={styles.actions}>
              {user.role === 'admin' ? (
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => void onDemote(user)}
                  aria-label={`Demote to User: ${user.email}`}
                >
                  Demote to User
                </Button>
              ) : (
                <Button size="small" onClick={() => void onPromote(user)} aria-label={`Promote to Admin: ${user.email}`}>
                  Promote to Admin
                </Button>
              )}
              <Button size="small" variant="danger" onClick={() => void onDelete(user)} aria-label={`Delete ${user.email}`}>
                Delete
              </Button>
            </td>
          </tr>
        )}
      />
      {dialog}
    </section>
  );
}
