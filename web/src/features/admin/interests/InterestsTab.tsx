import { useInterestsQuery } from '../../marketing/marketing.api';
import { AdminTable } from '../AdminTable';

export function InterestsTab() {
  const { data: interests, isLoading, isError } = useInterestsQuery();
  return (
    <section aria-labelledby="interests-heading">
      <h2 id="interests-heading">Interests</h2>
      {interests && (
        <p>
          {interests.filter((interest) => !interest.unsubscribedAt).length} subscribed, {interests.length} registered in all.
        </p>
      )}
      <AdminTable
        isLoading={isLoading}
        isError={isError}
        failure="Failed to fetch interests."
        columns={['Email', 'Registered', 'Status']}
        rows={interests?.map((interest) => (
          <tr key={interest._id} data-testid="interest-row">
            <td>{interest.email}</td>
            <td>{new Date(interest.registeredAt).toLocaleString()}</td>
            <td>{interest.unsubscribedAt ? 'Unsubscribed' : 'Subscribed'}</td>
          </tr>
        ))}
      />
    </section>
  );
}
