import { useState } from 'react';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { reportOutcome } from '../report-outcome';
import { useConfigDefaultsQuery, useSetConfigDefaultsMutation } from './config.api';
import { ConfigDrift } from './ConfigDrift';
import { ConfigForm } from './ConfigForm';

/** The Fleet tab's configuration: the defaults every stump gets, and the stumps behind theirs. */
export function FleetConfig() {
  const defaults = useConfigDefaultsQuery();
  const [save] = useSetConfigDefaultsMutation();
  const [status, setStatus] = useState<Status | null>(null);

  return (
    <section aria-labelledby="fleet-config-heading">
      <h3 id="fleet-config-heading">Configuration</h3>
      <ConfigDrift />
      <h4>Fleet defaults</h4>
      {defaults.isError && <p role="alert">Failed to load the fleet defaults.</p>}
      {defaults.data && <p>Version {defaults.data.version}</p>}
      <StatusMessage status={status} />
      {defaults.data && (
        <ConfigForm
          key={defaults.data.version}
          initial={defaults.data.config}
          submitLabel="Save fleet defaults"
          onSubmit={(config) =>
            reportOutcome(
              setStatus,
              () => save(config as Parameters<typeof save>[0]).unwrap(),
              (saved) => `Fleet defaults saved: version ${saved.version}.`,
              'Failed to save the fleet defaults.',
            )
          }
        />
      )}
    </section>
  );
}
