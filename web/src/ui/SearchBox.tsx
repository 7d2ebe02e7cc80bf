import { Field } from './Field';

/** The longest search an admin may type. */
const MAX_SEARCH_LENGTH = 200;

/** A labelled search input that answers what is typed, as typed (see usePausedSearch to wait for a pause). */
export function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (value: string) => void }) {
  return (
    <Field
      label={label}
      type="search"
      maxLength={MAX_SEARCH_LENGTH}
      value={value}
      onChange={(event) => onSearch(event.target.value)}
    />
  );
}
