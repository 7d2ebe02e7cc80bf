import type { MissionProgressView } from '@storystump/contracts';
import { dayText } from './diary-text';
import styles from './Diary.module.css';

/** The missions the character takes part in: a finished one shows its badge. */
export function DiaryMissions({ missions }: { missions: MissionProgressView[] }) {
  if (!missions.length) return <p className={styles.hint}>No missions yet.</p>;
  return (
    <ul className={styles.missions} aria-label="Missions">
      {missions.map((mission) => (
        <li key={mission._id} className={styles.mission} data-testid="diary-mission">
          <div className={styles.missionHead}>
            <strong>{mission.title}</strong>
            <span data-testid="mission-progress">
              {mission.progress} of {mission.goal}
            </span>
          </div>
          <p className={styles.hint}>{mission.description}</p>
          <progress
            max={mission.goal}
            value={mission.progress}
            aria-label={`${mission.title}: ${mission.progress} of ${mission.goal}`}
          />
          {mission.completedAt && (
            <p className={styles.finished} data-testid="mission-finished">
              {mission.badge && (
                <span className={styles.badge} data-testid="mission-badge">
                  {mission.badge}
                </span>
              )}
              Finished on {dayText(mission.completedAt)}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
