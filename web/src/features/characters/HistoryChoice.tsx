import type { CharacterView } from '@storystump/contracts';
import { failureText } from '../../api/server-message';
import { useSetHistoryMutation } from './characters.api';
import styles from './HistoryChoice.module.css';

/**
 * The family's choice of whether a character's visits are kept as its history. Off, its visits
 * are only counted at the stumps, and its journey says so.
 */
export function HistoryChoice({ character }: { character: CharacterView }) {
  const [setHistory, { isLoading, error }] = useSetHistoryMutation();
  return (
    <div className={styles.choice}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={character.keepHistory}
          disabled={isLoading}
          onChange={(event) => void setHistory({ id: character._id, keep: event.target.checked })}
          data-testid="keep-history"
        />
        Keep a history of where {character.name} has been
      </label>
      {!character.keepHistory && (
        <p className={styles.paused} data-testid="history-paused">
          History is paused: {character.name}&apos;s visits to stumps are counted, but not kept here or shown on its journey. Turn
          it back on to keep new ones.
        </p>
      )}
      {error !== undefined && (
        <p role="alert" className={styles.error}>
          {failureText(error, 'The history setting could not be changed')}
        </p>
      )}
    </div>
  );
}
