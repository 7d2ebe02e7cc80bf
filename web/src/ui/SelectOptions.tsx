export interface SelectOption {
  value: string;
  label: string;
}

/** A select's options, the first and empty one asking for a choice. */
export function SelectOptions({ placeholder, options }: { placeholder: string; options: SelectOption[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
