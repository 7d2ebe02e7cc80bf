import { DEFAULT_VISITS_PAGE } from '@storystump/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { useVisitsQuery } from './characters.api';
import styles from './VisitHistory.module.css';
import { visitLine } from './visit-line';

interface Props {
  characterId: string;
  /** The account page only logs a failed load; the admin's tab says so. */
  failure: 'log' | 'show';
  /** Visits added by each "Load more". */
  pageSize?: number;
  /** Visits shown at first, when fewer than a page. */
  firstPage?: number;
}

/** A character's visits, newest first, a page at a time. Give it `key={characterId}` so another character starts afresh. */
export function VisitHistory({ characterId, failure, pageSize = DEFAULT_VISITS_PAGE, firstPage = pageSize }: Props) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return (
    <ol className={styles.visits} aria-label="Visit history" data-testid="visit-history">
      {cursors.map((cursor, index) => (
        <VisitPage
          key={cursor ?? 'newest'}
          characterId={characterId}
          cursor={cursor}
          first={index === 0}
          last={index === cursors.length - 1}
          failure={failure}
          limit={index === 0 ? firstPage : pageSize}
          shown={firstPage + index * pageSize}
          onMore={(next) => setCursors((all) => [...all, next])}
        />
      ))}
    </ol>
  );
}

function VisitPage({
  characterId,
  cursor,
  first,
  last,
  failure,
  limit,
  shown,
  onMore,
}: Pick<Props, 'characterId' | 'failure'> & {
  cursor?: string;
  first: boolean;
  last: boolean;
  limit: number;
  shown: number;
  onMore: (cursor: string) => void;
}) {
  const { data: page, isLoading, error } = useVisitsQuery({ characterId, cursor, limit });
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
  if (!page) return null;
  const next = page.next;
  return (
    <>
      {first && page.visits.length === 0 && <li className={styles.note}>No visits yet.</li>}
      {page.visits.map((visit) => (
        <li key={visit._id} data-testid="visit-line">
          {visitLine(visit)}
        </li>
      ))}
      {last && next && (
        <li className={styles.more}>
          <Button size="small" variant="secondary" onClick={() => onMore(next)}>
            Load more
          </Button>
          {page.total !== null && (
            <span className={styles.count} data-testid="visits-shown">
              {shown.toLocaleString('en-GB')} of {page.total.toLocaleString('en-GB')} visits shown
            </span>
          )}
        </li>
      )}
    </>
  );
}
