import type { StationFilterView } from '@storystump/contracts';
import { useEffect, useState } from 'react';
import { countOf, formatCount } from '../../../ui/numbers';
import { SEARCH_PAUSE_MS } from '../../../ui/use-paused-search';
import { useMatchingStationsQuery } from '../basestations/basestations.api';

/** How many stations a rollout's filter matches now, asked once typing has paused. */
export function StationsMatching({ filter }: { filter: StationFilterView }) {
  const key = JSON.stringify(filter);
  const [asked, setAsked] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(key), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const settled = JSON.parse(asked) as StationFilterView;
  const empty = Object.keys(settled).length === 0;
  const matching = useMatchingStationsQuery(settled, { skip: empty });
  const text = empty
    ? 'Give a search, a state or a running version.'
    : matching.isError
      ? 'Could not count the stations that match.'
      : matching.isFetching || !matching.data || matching.data.total === null
        ? 'Counting the stations that match...'
        : matching.data.estimated
          ? `About ${formatCount(matching.data.total)} stations match.`
          : `${countOf(matching.data.total, 'station')} ${matching.data.total === 1 ? 'matches' : 'match'}.`;
  return (
    <p role="status" data-testid="rollout-matching">
      {text}
    </p>
  );
}
