import { useState } from 'react';
import type { UserView } from '@storystump/contracts';
import { failureText } from '../../../api/server-message';
import { Button } from '../../../ui/Button';
import page from '../../../ui/Page.module.css';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import styles from '../Account.module.css';
import { deletionDateOf } from './deletion-date';
import { useCancelDeletionMutation } from './deletion.api';

/** The whole account page while the account is scheduled for deletion: the date, and the way back. */
export function PendingDeletion({ user, scheduledFor }: { user: UserView; scheduledFor: string }) {
  const [cancelDeletion, { isLoading }] = useCancelDeletionMutation();
  const [status, setStatus] = useState<Status | null>(null);

  const cancel = async () => {
    setStatus(null);
    try {
      await cancelDeletion().unwrap();
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error, 'The deletion could not be cancelled') });
    }
  };

  return (
    <div className={page.page}>
      <h1>Your account</h1>
      <section aria-labelledby="pending-deletion-heading" className={page.card}>
        <h2 id="pending-deletion-heading">Your account will be deleted</h2>
        <p data-testid="deletion-date">
          The account of {user.email} will be deleted on {deletionDateOf(scheduledFor)}, with your characters&apos; journeys and
          your name and address. Until then you can cancel the deletion and carry on as before.
        </p>
        <StatusMessage status={status} />
        <Button onClick={() => void cancel()} disabled={isLoading}>
          Cancel deletion
        </Button>
      </section>
      <p className={styles.hint}>Everything else of your account is closed until the deletion is cancelled.</p>
    </div>
  );
}
