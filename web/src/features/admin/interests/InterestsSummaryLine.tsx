import { INTEREST_STATES } from '@storystump/contracts';
import { formatCount } from '../../../ui/numbers';
import { useInterestsSummaryQuery } from '../../marketing/marketing.api';

/** The sign-ups in figures, counted by the server over every sign-up, not over the page shown. */
export function InterestsSummaryLine() {
  const { data } = useInterestsSummaryQuery();
  if (!data) return null;
  return (
    <p data-testid="interest-counts">
      {INTEREST_STATES.map((state) => `${formatCount(data[state])} ${state}`).join(', ')}; {formatCount(data.total)} registered in
      all.
    </p>
  );
}
