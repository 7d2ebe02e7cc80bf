import { useId, useState, type FormEvent } from 'react';
import { MAX_GREETING_LENGTH, type StationConfig, type StationConfigOverrides } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import fieldStyles from '../../../ui/Field.module.css';
import styles from '../Admin.module.css';
import { CONFIG_FIELDS, configOf, draftOf, type ConfigDraft, type ConfigField } from './config-draft';

const LABELS: Record<ConfigField, string> = {
  timeZone: 'Time zone',
  quietHours: 'Quiet hours (local time, e.g. 22:00-07:00)',
  volume: 'Volume (0-100)',
  quietVolume: 'Volume in quiet hours (blank: the same)',
  greeting: 'Greeting',
  storyPack: 'Story pack',
};

let zones: string[] | undefined;
const timeZones = () => (zones ??= Intl.supportedValuesOf('timeZone'));

/**
 * A stump configuration's fields. With `inherits` (a station's own values), each field is the
 * fleet's default until "Own value" is ticked; without it (the fleet's defaults), every field is set.
 */
export function ConfigForm({
  initial,
  inherits,
  submitLabel,
  onSubmit,
}: {
  initial: StationConfigOverrides;
  inherits?: StationConfig;
  submitLabel: string;
  onSubmit: (config: StationConfigOverrides) => Promise<boolean>;
}) {
  const id = useId();
  const [draft, setDraft] = useState<ConfigDraft>(() => draftOf(inherits ? { ...inherits, ...initial } : initial));
  const [own, setOwn] = useState<ReadonlySet<ConfigField>>(
    () => new Set(inherits ? CONFIG_FIELDS.filter((field) => initial[field] !== undefined) : CONFIG_FIELDS),
  );
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await onSubmit(
      configOf(
        draft,
        CONFIG_FIELDS.filter((field) => own.has(field)),
      ),
    );
    setBusy(false);
  };
  const toggle = (field: ConfigField) =>
    setOwn((chosen) => {
      const next = new Set(chosen);
      if (!next.delete(field)) next.add(field);
      return next;
    });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={submitLabel}>
      {CONFIG_FIELDS.map((field) => {
        const inputId = `${id}-${field}`;
        const inherited = inherits !== undefined && !own.has(field);
        return (
          <div key={field} className={fieldStyles.field}>
            <label htmlFor={inputId}>{LABELS[field]}</label>
            <input
              id={inputId}
              className={fieldStyles.input}
              value={inherited ? draftOf(inherits)[field] : draft[field]}
              disabled={inherited}
              onChange={(event) => setDraft((d) => ({ ...d, [field]: event.target.value }))}
              {...(field === 'timeZone' ? { list: `${id}-zones` } : {})}
              {...(field === 'volume' || field === 'quietVolume' ? { inputMode: 'numeric' as const } : {})}
              {...(field === 'greeting' ? { maxLength: MAX_GREETING_LENGTH } : {})}
            />
            {inherits && (
              <label>
                <input
                  type="checkbox"
                  aria-label={`Own value: ${LABELS[field]}`}
                  checked={own.has(field)}
                  onChange={() => toggle(field)}
                />{' '}
                Own value
              </label>
            )}
          </div>
        );
      })}
      <datalist id={`${id}-zones`}>
        {timeZones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
