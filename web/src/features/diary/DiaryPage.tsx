import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { failureText } from '../../api/server-message';
import { countOf } from '../../ui/numbers';
import page from '../../ui/Page.module.css';
import { useDiaryQuery } from './diary.api';
import { diaryFigures, monthText } from './diary-text';
import { JourneyShareSwitch } from '../journey-share/JourneyShareSwitch';
import { DiaryMissions } from './DiaryMissions';
import styles from './Diary.module.css';

// OpenLayers loads only with the map, not with the diary's figures.
const CharacterJourney = lazy(() => import('../journey/CharacterJourney').then((m) => ({ default: m.CharacterJourney })));

/** A character's diary: its figures, its journey, its visits by month and its missions. */
export function DiaryPage() {
  const { id = '' } = useParams();
  const { data: diary, error, isLoading } = useDiaryQuery(id);
  useEffect(() => {
    if (error) console.error('The diary could not be loaded', error);
  }, [error]);
  return (
    <div className={page.page}>
      <p>
        <Link to="/account">Back to your account</Link>
      </p>
      {isLoading && <p role="status">Loading the diary...</p>}
      {error !== undefined && (
        <p role="alert" className={styles.error}>
          {failureText(error, 'The diary could not be loaded')}
        </p>
      )}
      {diary && (
        <>
          <h1 className={styles.title}>
            {diary.character.characterType}&apos;s diary <span className={styles.serial}>{diary.character.serialNumber}</span>
          </h1>
          <dl className={`${page.card} ${styles.figures}`}>
            {diaryFigures(diary).map((figure) => (
              <div key={figure.testId}>
                <dt>{figure.label}</dt>
                <dd data-testid={figure.testId}>{figure.value}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="journey-heading" className={styles.section}>
            <h2 id="journey-heading">Journey</h2>
            <Suspense fallback={<p role="status">Loading the journey...</p>}>
              <CharacterJourney characterId={diary.character._id} />
            </Suspense>
            <JourneyShareSwitch characterId={diary.character._id} />
          </section>
          <section aria-labelledby="months-heading" className={styles.section}>
            <h2 id="months-heading">Visits by month</h2>
            {diary.months.length ? (
              <ul className={styles.months} aria-label="Visits by month">
                {diary.months.map(({ month, visits }) => (
                  <li key={month} data-testid="diary-month">
                    <span>{monthText(month)}</span> <span>{countOf(visits, 'visit')}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.hint}>No visits yet: place it on a stump to hear its stories.</p>
            )}
          </section>
          <section aria-labelledby="missions-heading" className={styles.section}>
            <h2 id="missions-heading">Missions</h2>
            <DiaryMissions missions={diary.missions} />
          </section>
        </>
      )}
    </div>
  );
}
