import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { StatusMessage, type Status } from '../../ui/StatusMessage';
import { useRegisterInterestMutation } from '../marketing/marketing.api';

/** 'Join Our Growing Adventure!': an e-mail address for our news. */
export function InterestForm() {
  const [register, { isLoading }] = useRegisterInterestMutation();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    try {
      await register({ email: email.trim() }).unwrap();
      setEmail('');
      setStatus({ kind: 'success', text: 'Successfully registered!' });
    } catch {
      setStatus({ kind: 'error', text: 'Registration failed. Please try again.' });
    }
  };
  return (
    <section aria-labelledby="interest-heading">
      <h2 id="interest-heading">Join Our Growing Adventure!</h2>
      <p>New stumps, new characters and new stories: be the first to hear.</p>
      <form onSubmit={(event) => void submit(event)} aria-label="Keep me updated">
        <Field label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required maxLength={254} />
        <Button type="submit" disabled={isLoading}>
          Keep Me Updated
        </Button>
      </form>
      <StatusMessage status={status} />
    </section>
  );
}
