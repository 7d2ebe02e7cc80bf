import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BRAND } from '../../brand';
import { DeletionScheduledNotice } from '../account/deletion/DeletionScheduledNotice';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import page from '../../ui/Page.module.css';
import { useLoginMutation } from './auth.api';
import styles from './AuthForm.module.css';
import { useSignIn } from './use-sign-in';

export function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(login({ email, password }).unwrap(), 'Login failed');
  };

  return (
    <div className={`${page.page} ${page.narrow}`}>
      <div className={page.card}>
        <h1 className={styles.heading}>{BRAND}</h1>
        <p className={styles.tagline}>Welcome back to the woods. Log in to see your characters and their travels.</p>
        <DeletionScheduledNotice />
        <form onSubmit={submit}>
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" className={styles.submit} disabled={isLoading}>
            Log in
          </Button>
        </form>
        <div className={styles.links}>
          <Link to="/forgot-password">Forgot your password?</Link>
          <Link to="/register">New here? Create an account</Link>
          <Link to="/shop">Visit the shop</Link>
        </div>
      </div>
    </div>
  );
}
