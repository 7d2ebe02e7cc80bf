import { useId, type SelectHTMLAttributes } from 'react';
import styles from './Field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled select whose first, empty option asks for a choice (`placeholder`). */
export function SelectField({
  label,
  placeholder,
  options,
  onValue,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  label: string;
  placeholder: string;
  options: SelectOption[];
  onValue: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={select.id ?? id}>{label}</label>
      <select id={id} className={styles.input} onChange={(event) => onValue(event.target.value)} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
