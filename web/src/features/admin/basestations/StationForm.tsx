import { useState, type FormEvent } from 'react';
import type { StationInput, StationStatusView, StationView } from '@storystump/contracts';
import { Field } from '../../../ui/Field';
import styles from '../Admin.module.css';
import { FormActions } from '../FormActions';

type UpdateWindow = StationStatusView['updateWindow'];
type Draft = Record<Exclude<keyof StationInput, 'updateWindow'> | 'windowStart' | 'windowEnd', string>;

const draftOf = (station?: Omit<StationView, 'resting'>, window?: UpdateWindow): Draft => ({
  base_id: station?.base_id ?? '',
  friendly_name: station?.friendly_name ?? '',
  latitude: station ? String(station.latitude) : '',
  longitude: station ? String(station.longitude) : '',
  windowStart: window?.start ?? '',
  windowEnd: window?.end ?? '',
});

/**
 * What the form says of the update window: both times set it, none clears a window the station
 * had (and leaves a new station without one), one alone goes to the server to be refused.
 */
function windowOf(draft: Draft, had: UpdateWindow | undefined): Pick<StationInput, 'updateWindow'> {
  if (draft.windowStart || draft.windowEnd) return { updateWindow: { start: draft.windowStart, end: draft.windowEnd } };
  return had ? { updateWindow: null } : {};
}

/** The four fields required; coordinates are numbers with any decimals, within the globe; an optional update window (UTC). */
export function StationForm({
  station,
  updateWindow,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  station?: Omit<StationView, 'resting'>;
  updateWindow?: UpdateWindow;
  submitLabel: string;
  onSubmit: (input: StationInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(station, updateWindow));
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
      ...windowOf(draft, updateWindow),
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
      <Field label="Updates from (UTC)" type="time" value={draft.windowStart} onChange={set('windowStart')} />
      <Field label="Updates until (UTC)" type="time" value={draft.windowEnd} onChange={set('windowEnd')} />
      <FormActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
