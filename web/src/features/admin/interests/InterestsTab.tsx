import { PagedTable } from '../paged-table/PagedTable';
import { useListControls } from '../paged-table/use-list-controls';
import { useInterestPagesInfiniteQuery } from '../../marketing/marketing.api';
import { InterestsSummaryLine } from './InterestsSummaryLine';
import { formatMoment } from '../../../ui/dates';

/** Everyone who signed up, newest first, with where each stands: only confirmed addresses get the mailings. */
export function InterestsTab() {
  const controls = useListControls({}, '-registered');
  const list = useInterestPagesInfiniteQuery(controls.query);
  return (
    <section aria-labelledby="interests-heading">
      <h2 id="interests-heading">Interests</h2>
      <InterestsSummaryLine />
      <PagedTable
        label="Registered interests"
        many="sign-ups"
        searchLabel="Search by e-mail or state"
        empty="No one has signed up yet. Sign-ups from the contact page's 'Keep Me Updated' form appear here."
        failure="Failed to fetch interests."
        columns={[{ label: 'Email', sort: 'email' }, { label: 'Registered', sort: 'registered' }, { label: 'Status' }]}
        controls={controls}
        list={list}
        row={(interest) => (
          <tr key={interest._id} data-testid="interest-row">
            <td>{interest.email}</td>
            <td>{formatMoment(interest.registeredAt)}</td>
            <td data-state={interest.state}>{interest.state}</td>
          </tr>
        )}
      />
    </section>
  );
}
