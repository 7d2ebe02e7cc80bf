import { useState } from 'react';
import { CONFIG_FIELDS, quietHoursText, type ConfigField } from './config-draft';
import type { StationConfig } from '@storystump/contracts';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import styles from '../Admin.module.css';
import { reportOutcome } from '../report-outcome';
import { useConfigDefaultsQuery, useSetStationConfigMutation, useStationConfigQuery } from './config.api';
import { ConfigForm } from './ConfigForm';
import { behindFor } from './drift-text';
import { formatMoment } from '../../../ui/dates';

/** How often the station's configuration is asked again while it is shown, for its stump's report. */
const REFRESH_MS = 5000;

const NAMES: Record<ConfigField, string> = {
  timeZone: 'Time zone',
  quietHours: 'Quiet hours',
  volume: 'Volume',
  quietVolume: 'Quiet volume',
  greeting: 'Greeting',
  storyPack: 'Story pack',
};

function shown(config: StationConfig, field: ConfigField): string {
  const value = config[field];
  if (field === 'quietHours') return quietHoursText(config.quietHours) || 'None';
  if (field === 'quietVolume' && value === null) return 'Same as volume';
  return value === null ? 'None' : String(value);
}

/** A station's configuration: desired beside what its stump reported, and the form of its own values. */
export function StationConfigPanel({ stationId, baseId }: { stationId: string; baseId: string }) {
  const station = useStationConfigQuery(stationId, { pollingInterval: REFRESH_MS });
  const defaults = useConfigDefaultsQuery();
  const [save] = useSetStationConfigMutation();
  const [status, setStatus] = useState<Status | null>(null);
  const view = station.data;
  if (station.isError || defaults.isError) return <p role="alert">Failed to load the configuration.</p>;
  if (!view || !defaults.data) return <p role="status">Loading...</p>;
  const reported = view.reported;
  const current = reported?.version === view.desired.version;

  return (
    <div data-testid="station-config">
      <table className={styles.table} aria-label="Desired and reported configuration">
        <thead>
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">Desired (version {view.desired.version})</th>
            <th scope="col">Reported</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Version</th>
            <td>{view.desired.version}</td>
            <td>{reported ? `${reported.version} (applied ${formatMoment(reported.appliedAt)})` : 'Not reported yet'}</td>
          </tr>
          {CONFIG_FIELDS.map((field) => (
            <tr key={field}>
              <th scope="row">{NAMES[field]}</th>
              <td>{shown(view.desired.config, field)}</td>
              <td>{current ? shown(view.desired.config, field) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="station-config-state">{view.driftSince ? `Behind for ${behindFor(view.driftSince)}.` : 'Up to date.'}</p>
      <h4>Own values</h4>
      <StatusMessage status={status} />
      <ConfigForm
        key={view.desired.version}
        initial={view.overrides}
        inherits={defaults.data.config}
        submitLabel="Save station configuration"
        onSubmit={(overrides) =>
          reportOutcome(
            setStatus,
            () => save({ params: { id: stationId }, body: overrides }).unwrap(),
            (saved) => `Configuration of ${baseId} saved: version ${saved.desired.version}.`,
            'Failed to save the configuration.',
          )
        }
      />
    </div>
  );
}
