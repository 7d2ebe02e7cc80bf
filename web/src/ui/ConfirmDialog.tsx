import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from './Button';
import styles from './ConfirmDialog.module.css';

interface Pending {
  question: string;
  resolve: (confirmed: boolean) => void;
}

/**
 * `confirm(question)` resolves true or false from a real modal dialog (focus kept inside,
 * Escape cancels), rendered by the returned element.
 */
export function useConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback((question: string) => new Promise<boolean>((resolve) => setPending({ question, resolve })), []);
  const answer = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };
  const dialog = pending ? <ConfirmDialog question={pending.question} onAnswer={answer} /> : null;
  return { confirm, dialog };
}

function ConfirmDialog({ question, onAnswer }: { question: string; onAnswer: (confirmed: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="confirm-question"
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
    >
      <p id="confirm-question" className={styles.question}>
        {question}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onAnswer(false)} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => onAnswer(true)}>
          Confirm
        </Button>
      </div>
    </dialog>
  );
}
