import { Button } from '../../ui/Button';
import styles from './Admin.module.css';

/** An admin form's buttons: its submit (off while it saves) and, where it edits in place, Cancel. */
export function FormActions({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel?: () => void }) {
  return (
    <div className={styles.formActions}>
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}
