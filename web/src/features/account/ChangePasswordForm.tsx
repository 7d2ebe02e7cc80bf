import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@storystump/contracts';
import { failureText } from '../../api/server-message';
import { sessionRenewed } from '../../api/session.slice';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import page from '../../ui/Page.module.css';
import { StatusMessage, type Status } from '../../ui/StatusMessage';
import { useChangePasswordMutation } from '../auth/auth.api';
import styles from './Account.module.css';

/** A new password while signed in: this browser stays signed in with the token answered, every other one is signed out. */
export function ChangePasswordForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [status, setStatus] = useState<Status | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    try {
      const { token } = await changePassword({ currentPassword, newPassword }).unwrap();
      dispatch(sessionRenewed(token));
      setCurrentPassword('');
      setNewPassword('');
      setStatus({ kind: 'success', text: 'Your password has been changed, and you have been signed out everywhere else.' });
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error, 'The password could not be changed') });
    }
  };

  return (
    <section aria-labelledby="password-heading" className={styles.password}>
      <h2 id="password-heading">Your password</h2>
      <div className={page.card}>
        <StatusMessage status={status} />
        <form className={styles.inlineForm} onSubmit={(event) => void submit(event)} aria-label="Change your password">
          <Field
            label="Current password"
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
          <Field
            label={`New password (at least ${PASSWORD_MIN_LENGTH} characters)`}
            type="password"
            name="newPassword"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
          />
          <Button type="submit" disabled={isLoading}>
            Change password
          </Button>
        </form>
      </div>
    </section>
  );
}
