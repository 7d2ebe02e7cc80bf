import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@storystump/contracts';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import page from '../../ui/Page.module.css';
import { useRegisterMutation } from './auth.api';
import styles from './AuthForm.module.css';
import { useSignIn } from './use-sign-in';

export function RegisterPage() {
  const [register, { isLoading }] = useRegisterMutation();
  const signIn = useSignIn();
  const [form, setForm] = useState({ displayName: '', email: '', password: '' });
  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [field]: e.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(register(form).unwrap(), 'Registration failed');
  };

  return (
    <div className={`${page.page} ${page.narrow}`}>
      <div className={page.card}>
        <h1 className={styles.heading}>Create your account</h1>
        <p className={styles.tagline}>Keep track of your characters and every stump they visit.</p>
        <form onSubmit={submit}>
          <Field
            label="Display name"
            name="displayName"
            autoComplete="nickname"
            required
            maxLength={60}
            value={form.displayName}
            onChange={set('displayName')}
          />
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={set('email')}
          />
          <Field
            label={`Password (at least ${PASSWORD_MIN_LENGTH} characters)`}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            value={form.password}
            onChange={set('password')}
          />
          <p className={styles.notice}>
            Accounts are for parents and guardians aged 18 or over. By registering you accept our{' '}
            <Link to="/privacy">privacy notice</Link>.
          </p>
          <Button type="submit" className={styles.submit} disabled={isLoading}>
            Register
          </Button>
        </form>
        <div className={styles.links}>
          <Link to="/login">Already have an account? Log in</Link>
        </div>
      </div>
    </div>
  );
}
