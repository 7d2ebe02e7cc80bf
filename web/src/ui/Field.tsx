import { useId, type InputHTMLAttributes } from 'react';
import styles from './Field.module.css';

/** A labelled input: the label is always visible and tied to the input. */
export function Field({ label, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className={styles.input} {...input} />
    </div>
  );
}
