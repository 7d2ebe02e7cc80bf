import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../api/server-message';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import page from '../../ui/Page.module.css';
import { StatusMessage, type Status } from '../../ui/StatusMessage';
import { useForgotPasswordMutation } from './auth.api';
import styles from './AuthForm.module.css';

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    try {
      await forgotPassword({ email }).unwrap();
      setStatus({
        kind: 'success',
        text: `If an account uses ${email.trim()}, we have sent it a link to choose a new password. The link works once, for an hour.`,
      });
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error, 'The reset link could not be sent') });
    }
  };

  return (
    <div className={`${page.page} ${page.narrow}`}>
      <div className={page.card}>
        <h1 className={styles.heading}>Forgot your password?</h1>
        <p className={styles.tagline}>Type the e-mail address of your account and we will mail you a link to choose a new one.</p>
        <StatusMessage status={status} />
        <form onSubmit={(event) => void submit(event)} aria-label="Forgot your password?">
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" className={styles.submit} disabled={isLoading}>
            Send me a link
          </Button>
        </form>
        <div className={styles.links}>
          <Link to="/login">Back to log in</Link>
        </div>
      </div>
    </div>
  );
}
