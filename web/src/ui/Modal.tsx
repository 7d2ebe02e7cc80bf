import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

/**
 * A native modal <dialog>: the page behind is inert (focus stays inside), and Escape or a
 * click on the backdrop calls onClose.
 */
export function Modal({
  labelledBy,
  className,
  onClose,
  children,
}: {
  labelledBy: string;
  className?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${className ?? ''}`}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {children}
    </dialog>
  );
}
