import { useState, type FormEvent } from 'react';
import { MAX_HOST_STATIONS, type HostInput, type HostView } from '@storystump/contracts';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import styles from '../Admin.module.css';
import { FormActions } from '../FormActions';
import { StationPicker } from '../pickers/StationPicker';

/** A host's name, contact and stumps; stumps are added one at a time with the station picker. */
export function HostForm({
  host,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  host?: HostView;
  submitLabel: string;
  onSubmit: (input: HostInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(host?.name ?? '');
  const [email, setEmail] = useState(host?.email ?? '');
  const [stationIds, setStationIds] = useState<string[]>(host?.stationIds ?? []);
  // Stations picked here are named by their base ID and name; those the host had, by their id.
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const pickerId = `host-station-${host?._id ?? 'new'}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const saved = await onSubmit({ name: name.trim(), email: email.trim(), stationIds });
    setBusy(false);
    if (saved && !host) {
      setName('');
      setEmail('');
      setStationIds([]);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={host ? `Edit ${host.name}` : 'New host'}>
      <Field label="Host name" value={name} onChange={(event) => setName(event.target.value)} required maxLength={200} />
      <Field label="Contact e-mail" type="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
      <StationPicker
        id={pickerId}
        value=""
        required={false}
        onValue={(id, label) => {
          setLabels((known) => new Map(known).set(id, label));
          setStationIds((ids) => (ids.includes(id) || ids.length >= MAX_HOST_STATIONS ? ids : [...ids, id]));
        }}
      />
      <ul className={styles.plainList} aria-label="The host's stumps">
        {stationIds.map((id) => (
          <li key={id} data-testid="host-station">
            {labels.get(id) ?? <code>{id}</code>}{' '}
            <Button variant="secondary" onClick={() => setStationIds((ids) => ids.filter((other) => other !== id))}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <FormActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
