import { INTEREST_STATES } from '@storystump/contracts';
import { useInterestsQuery } from '../../marketing/marketing.api';
import { AdminTable } from '../AdminTable';
import { formatCount } from '../../../ui/numbers';

/** Everyone who signed up, with where each stands: only confirmed addresses get the mailings. */
export function InterestsTab() {
  const { data: interests, isLoading, isError } = useInterestsQuery();
  const counts = INTEREST_STATES.map((state) => ({
    state,
    count: interests?.filter((interest) => interest.state === state).length ?? 0,
  }));
  return (
    <section aria-labelledby="interests-heading">
      <h2 id="interests-heading">Interests</h2>
      {interests && (
        <p data-testid="interest-counts">
          {counts.map(({ state, count }) => `${formatCount(count)} ${state}`).join(', ')}; {formatCount(interests.length)}{' '}
          registered in all.
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
            <td data-state={interest.state}>{interest.state}</td>
          </tr>
        ))}
      />
    </section>
  );
}
