import { useCurrentUser } from '../auth/use-current-user';
import page from '../../ui/Page.module.css';
import styles from './Account.module.css';

export function AccountPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className={page.page}>
      <h1>Your account</h1>
      <div className={`${page.card} ${styles.profile}`}>
        <dl>
          <dt>Display name</dt>
          <dd data-testid="display-name">{user.displayName}</dd>
          <dt>Email</dt>
          <dd data-testid="email">{user.email}</dd>
        </dl>
      </div>
      <section aria-labelledby="characters-heading" className={styles.characters}>
        <h2 id="characters-heading">Your characters</h2>
        <p>Characters you own will be listed here, with the stumps they have visited.</p>
      </section>
    </div>
  );
}
