import { useId, type SelectHTMLAttributes } from 'react';
import styles from './Field.module.css';
import { SelectOptions, type SelectOption } from './SelectOptions';

export type { SelectOption };

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
        <SelectOptions placeholder={placeholder} options={options} />
      </select>
    </div>
  );
}
