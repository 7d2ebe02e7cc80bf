import { failureText } from '../../api/server-message';
import styles from '../characters/HistoryChoice.module.css';
import { useMissionMailsQuery, useSetMissionMailsMutation } from './diary.api';

/** The family's choice of a mail when one of its characters finishes a mission: on unless turned off. */
export function MissionMailsChoice() {
  const { data } = useMissionMailsQuery();
  const [setChoice, { isLoading, error }] = useSetMissionMailsMutation();
  if (!data) return null;
  return (
    <div className={styles.choice}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={data.send}
          disabled={isLoading}
          onChange={(event) => void setChoice({ send: event.target.checked })}
          data-testid="mission-mails"
        />
        Mail me when one of my characters finishes a mission
      </label>
      {error !== undefined && (
        <p role="alert" className={styles.error}>
          {failureText(error, 'The mail setting could not be changed')}
        </p>
      )}
    </div>
  );
}
