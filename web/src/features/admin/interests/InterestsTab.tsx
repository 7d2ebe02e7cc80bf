import { useInterestsQuery } from '../../marketing/marketing.api';
import styles from '../Admin.module.css';

export function InterestsTab() {
  const { data: interests, isLoading, isError } = useInterestsQuery();
  return (
    <section aria-labelledby="interests-heading">
      <h2 id="interests-heading">Interests</h2>
      {isLoading && <p role="status">Loading...</p>}
      {isError && (
        <p role="alert" className={styles.error}>
          Failed to fetch interests.
        </p>
      )}
      {interests && (
        <>
          <p>
            {interests.filter((interest) => !interest.unsubscribedAt).length} subscribed, {interests.length} registered in all.
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Registered</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {interests.map((interest) => (
                  <tr key={interest._id} data-testid="interest-row">
                    <td>{interest.email}</td>
                    <td>{new Date(interest.registeredAt).toLocaleString()}</td>
                    <td>{interest.unsubscribedAt ? 'Unsubscribed' : 'Subscribed'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
