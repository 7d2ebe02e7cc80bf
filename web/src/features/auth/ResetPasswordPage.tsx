import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@storystump/contracts';
import { failureText } from '../../api/server-message';
import { loggedOut } from '../../api/session.slice';
import { useAppDispatch } from '../../app/hooks';
import { Button, ButtonLink } from '../../ui/Button';
import { Field } from '../../ui/Field';
import page from '../../ui/Page.module.css';
import { StatusMessage, type Status } from '../../ui/StatusMessage';
import { useResetPasswordMutation } from './auth.api';
import styles from './AuthForm.module.css';

/** The page of a mailed reset link: a new password, typed twice. */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== again) {
      setStatus({ kind: 'error', text: 'Error: the two passwords are not the same' });
      return;
    }
    setStatus(null);
    try {
      await resetPassword({ token, password }).unwrap();
      // Every session of the account has ended, this browser's too.
      dispatch(loggedOut());
      setDone(true);
      setStatus({ kind: 'success', text: 'Your password has been changed, and you have been signed out everywhere.' });
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error, 'The password could not be changed') });
    }
  };

  return (
    <div className={`${page.page} ${page.narrow}`}>
      <div className={page.card}>
        <h1 className={styles.heading}>Choose a new password</h1>
        <StatusMessage status={status} />
        {!token ? (
          <p role="alert">
            This link is not complete. Please follow the link in the mail again, or{' '}
            <Link to="/forgot-password">ask for a new one</Link>.
          </p>
        ) : done ? (
          <ButtonLink to="/login" className={styles.submit}>
            Log in
          </ButtonLink>
        ) : (
          <form onSubmit={(event) => void submit(event)} aria-label="Choose a new password">
            <Field
              label={`New password (at least ${PASSWORD_MIN_LENGTH} characters)`}
              type="password"
              name="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Field
              label="New password again"
              type="password"
              name="passwordAgain"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              value={again}
              onChange={(e) => setAgain(e.target.value)}
            />
            <Button type="submit" className={styles.submit} disabled={isLoading}>
              Set my new password
            </Button>
          </form>
        )}
        {status?.kind === 'error' && (
          <div className={styles.links}>
            <Link to="/forgot-password">Ask for a new link</Link>
          </div>
        )}
      </div>
    </div>
  );
}
