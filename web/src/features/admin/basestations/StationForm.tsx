import { useState, type FormEvent } from 'react';
import type { StationInput, StationView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import styles from '../Admin.module.css';

// The update window is set through the API; the form keeps to the station's own four fields.
type Draft = Record<Exclude<keyof StationInput, 'updateWindow'>, string>;

const draftOf = (station?: StationView): Draft => ({
  base_id: station?.base_id ?? '',
  friendly_name: station?.friendly_name ?? '',
  latitude: station ? String(station.latitude) : '',
  longitude: station ? String(station.longitude) : '',
});

/** All four fields required; coordinates are numbers with any decimals, within the globe. */
export function StationForm({
  station,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  station?: StationView;
  submitLabel: string;
  onSubmit: (input: StationInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(station));
  const [busy, setBusy] = useState(false);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const saved = await onSubmit({
      base_id: draft.base_id.trim(),
      friendly_name: draft.friendly_name.trim(),
      latitude: Number(draft.latitude),
      longitude: Number(draft.longitude),
    });
    setBusy(false);
    if (saved && !station) setDraft(draftOf());
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <Field label="Base ID" value={draft.base_id} onChange={set('base_id')} required maxLength={64} />
      <Field label="Friendly name" value={draft.friendly_name} onChange={set('friendly_name')} required maxLength={120} />
      <Field
        label="Latitude"
        type="number"
        step="any"
        min={-90}
        max={90}
        value={draft.latitude}
        onChange={set('latitude')}
        required
      />
      <Field
        label="Longitude"
        type="number"
        step="any"
        min={-180}
        max={180}
        value={draft.longitude}
        onChange={set('longitude')}
        required
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
