import { useEffect, useState } from 'react';
import { DEFAULT_VISITS_PAGE } from '@storystump/contracts';
import { Button } from '../../ui/Button';
import { useVisitsQuery } from './characters.api';
import styles from './VisitHistory.module.css';
import { visitLine } from './visit-line';

interface Props {
  characterId: string;
  /** The account page only logs a failed load; the admin's tab says so. */
  failure: 'log' | 'show';
}

/** A character's visits, newest first, a page at a time. Give it `key={characterId}` so another character starts afresh. */
export function VisitHistory({ characterId, failure }: Props) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return (
    <ol className={styles.visits} aria-label="Visit history" data-testid="visit-history">
      {cursors.map((before, index) => (
        <VisitPage
          key={before ?? 'newest'}
          characterId={characterId}
          before={before}
          first={index === 0}
          last={index === cursors.length - 1}
          failure={failure}
          onMore={(cursor) => setCursors((all) => [...all, cursor])}
        />
      ))}
    </ol>
  );
}

function VisitPage({
  characterId,
  before,
  first,
  last,
  failure,
  onMore,
}: Props & { before?: string; first: boolean; last: boolean; onMore: (before: string) => void }) {
  const { data: visits, isLoading, error } = useVisitsQuery({ characterId, before });
  useEffect(() => {
    if (error) console.error('The visit history could not be loaded', error);
  }, [error]);
  if (isLoading)
    return (
      <li role="status" className={styles.note}>
        Loading visits...
      </li>
    );
  if (error)
    return failure === 'show' ? (
      <li role="alert" className={styles.error}>
        Failed to fetch visits
      </li>
    ) : null;
  if (!visits) return null;
  return (
    <>
      {first && visits.length === 0 && <li className={styles.note}>No visits yet.</li>}
      {visits.map((visit) => (
        <li key={visit._id} data-testid="visit-line">
          {visitLine(visit)}
        </li>
      ))}
      {last && visits.length === DEFAULT_VISITS_PAGE && (
        <li className={styles.more}>
          <Button size="small" variant="secondary" onClick={() => onMore(visits[visits.length - 1]!._id)}>
            Show older visits
          </Button>
        </li>
      )}
    </>
  );
}
