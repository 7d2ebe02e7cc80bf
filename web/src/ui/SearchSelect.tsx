import { useId, useState } from 'react';
import styles from './Field.module.css';
import { SelectOptions, type SelectOption } from './SelectOptions';

/**
 * A choice among more than a list could hold: a search box, and a select of the few that match
 * what is typed (the caller asks the server for them). The chosen one stays offered while the
 * search changes.
 */
export function SearchSelect({
  id,
  label,
  searchLabel,
  placeholder,
  noMatches,
  search,
  onSearch,
  matches,
  searching,
  value,
  onValue,
  required = false,
}: {
  /** The select's id, for a label elsewhere; one of its own otherwise. */
  id?: string;
  label: string;
  searchLabel: string;
  placeholder: string;
  /** The select's first option when the search matches nothing. */
  noMatches: string;
  search: string;
  onSearch: (search: string) => void;
  matches: SelectOption[];
  searching: boolean;
  value: string;
  onValue: (value: string) => void;
  required?: boolean;
}) {
  const searchId = useId();
  const ownId = useId();
  const selectId = id ?? ownId;
  const [chosen, setChosen] = useState<SelectOption | null>(null);
  const keepsChosen = chosen !== null && chosen.value === value && !matches.some((option) => option.value === value);
  const options = keepsChosen ? [chosen, ...matches] : matches;
  const first = searching ? 'Searching...' : search.trim() && matches.length === 0 ? noMatches : placeholder;
  return (
    <div className={styles.searchSelect}>
      <div className={styles.field}>
        <label htmlFor={searchId}>{searchLabel}</label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          value={search}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={selectId}>{label}</label>
        <select
          id={selectId}
          className={styles.input}
          value={value}
          required={required}
          onChange={(event) => {
            setChosen(options.find((option) => option.value === event.target.value) ?? null);
            onValue(event.target.value);
          }}
        >
          <SelectOptions placeholder={first} options={options} />
        </select>
      </div>
    </div>
  );
}
