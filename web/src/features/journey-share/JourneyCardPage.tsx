import { useParams } from 'react-router';
import page from '../../ui/Page.module.css';
import { useJourneyCardQuery } from './journey-share.api';

const dayText = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A shared journey card: the towns a character visited, day by day; no stump, no place on a map, no time. */
export function JourneyCardPage() {
  const { token = '' } = useParams();
  const card = useJourneyCardQuery(token);
  return (
    <div className={page.page}>
      {card.isLoading && <p role="status">Loading...</p>}
      {card.isError && (
        <>
          <h1>Journey card</h1>
          <p role="alert">This journey card is not shared any more, or its link was replaced.</p>
        </>
      )}
      {card.data && (
        <>
          <h1>{card.data.name}&apos;s journey</h1>
          {card.data.days.length === 0 ? (
            <p>No adventures yet.</p>
          ) : (
            <ol className={page.card} aria-label="Days of the journey" data-testid="journey-days">
              {card.data.days.map(({ day, towns }) => (
                <li key={day}>
                  <strong>{dayText(day)}</strong>: {towns.length ? towns.join(', ') : 'somewhere new'}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}
