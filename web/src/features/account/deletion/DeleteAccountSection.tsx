import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../../api/server-message';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import page from '../../../ui/Page.module.css';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import styles from '../Account.module.css';
import { usePrivacyNoticeQuery } from '../../privacy/privacy.api';
import { useRequestDeletionMutation } from './deletion.api';
import deletion from './Deletion.module.css';

/** The last section of the account page, opened from the title row's button: confirmed with the password. */
export function DeleteAccountSection() {
  const [requestDeletion, { isLoading }] = useRequestDeletionMutation();
  // The grace period as the running system is set.
  const graceDays = usePrivacyNoticeQuery().data?.retention.deletionGraceDays;
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    try {
      const { scheduledFor } = await requestDeletion({ password }).unwrap();
      // Every session has ended on the server: the sign-in page signs this browser out and says what happens next.
      void navigate('/login', { state: { deletionScheduledFor: scheduledFor } });
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error, 'Your account could not be deleted') });
    }
  };

  return (
    <section aria-labelledby="delete-account-heading" className={deletion.section}>
      <h2 id="delete-account-heading">Delete my account</h2>
      <div className={page.card}>
        <p className={styles.hint}>
          Your account, your characters&apos; journeys and your name and address are deleted{' '}
          {graceDays ? `${graceDays} day${graceDays === 1 ? '' : 's'} after you ask` : 'a while after you ask'}. Until then you
          can sign in and cancel the deletion.
        </p>
        <StatusMessage status={status} />
        <form className={styles.inlineForm} onSubmit={(event) => void submit(event)} aria-label="Delete my account">
          <Field
            label="Your password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="danger" disabled={isLoading}>
            Delete my account
          </Button>
        </form>
      </div>
    </section>
  );
}
