import { useState } from 'react';
import { Link } from 'react-router';
import { PRIVACY_NOTICE_VERSION } from '@storystump/contracts';
import { Button } from '../../ui/Button';
import { useCurrentUser } from '../auth/use-current-user';
import styles from './ConsentPrompt.module.css';
import { useAcceptNoticeMutation } from './privacy.api';

/**
 * Asks a signed-in family, once, to read and accept a privacy notice they have not accepted yet.
 * Staff (admins) work under the brand's own rules, not the families' notice: they are not asked.
 */
export function ConsentPrompt() {
  const { user } = useCurrentUser();
  const [accept, { isLoading }] = useAcceptNoticeMutation();
  const [failed, setFailed] = useState(false);
  if (!user || user.role === 'admin' || user.consent?.noticeVersion === PRIVACY_NOTICE_VERSION) return null;

  const agree = () => {
    setFailed(false);
    accept({ noticeVersion: PRIVACY_NOTICE_VERSION })
      .unwrap()
      .catch(() => setFailed(true));
  };

  return (
    <section className={styles.prompt} role="region" aria-labelledby="consent-prompt-heading">
      <h2 id="consent-prompt-heading">{user.consent ? 'Our privacy notice has changed' : 'Our privacy notice'}</h2>
      <p>
        Please read the <Link to="/privacy">privacy notice</Link>: it says what we keep about your family, why, for how long, and
        how to take it away or delete it.
      </p>
      {failed && <p role="alert">Your answer could not be saved, please try again.</p>}
      <Button onClick={agree} disabled={isLoading}>
        I have read it and accept
      </Button>
    </section>
  );
}
