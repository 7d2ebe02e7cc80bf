import { useCallback, useState } from 'react';
import { Button } from './Button';
import styles from './ConfirmDialog.module.css';
import { Modal } from './Modal';

interface Pending {
  question: string;
  resolve: (confirmed: boolean) => void;
}

/**
 * `confirm(question)` resolves true or false from a real modal dialog (focus kept inside;
 * Escape or a click outside cancels), rendered by the returned element.
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
  return (
    <Modal className={styles.dialog} labelledBy="confirm-question" onClose={() => onAnswer(false)}>
      <div className={styles.body}>
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
      </div>
    </Modal>
  );
}
