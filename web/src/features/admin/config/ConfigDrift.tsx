import { formatCount } from '../../../ui/numbers';
import { SearchBox } from '../../../ui/SearchBox';
import { usePausedSearch } from '../../../ui/use-paused-search';
import styles from '../Admin.module.css';
import { useConfigDriftQuery } from './config.api';
import { behindFor } from './drift-text';

/** How often drift is asked again while the tab is open. */
const REFRESH_MS = 5000;

/**
 * The stations whose stump has not applied its desired configuration, the longest behind first,
 * those whose base ID or name holds the search once typing has paused; the count is the whole fleet's.
 */
export function ConfigDrift() {
  const { search, setSearch, searched } = usePausedSearch();
  const drift = useConfigDriftQuery(searched ? { q: searched } : undefined, { pollingInterval: REFRESH_MS });
  const data = drift.data;
  return (
    <div data-testid="config-drift">
      <h4>Drift</h4>
      {drift.isError && <p role="alert">Failed to load the configuration drift.</p>}
      {data && (
        <p>
          {data.drifting === 0
            ? `Every station has applied its configuration (${formatCount(data.stations)}).`
            : `${formatCount(data.drifting)} of ${formatCount(data.stations)} stations are behind their configuration.`}
        </p>
      )}
      <SearchBox label="Search the drift (base ID or name)" value={search} onSearch={setSearch} />
      {data && searched && data.drifting > 0 && data.longest.length === 0 && (
        <p data-testid="drift-none-match">No station behind its configuration matches "{searched}".</p>
      )}
      {data && data.longest.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label="Stations behind their configuration">
            <thead>
              <tr>
                <th scope="col">Base ID</th>
                <th scope="col">Name</th>
                <th scope="col">Desired</th>
                <th scope="col">Applied</th>
                <th scope="col">Behind for</th>
              </tr>
            </thead>
            <tbody>
              {data.longest.map((station) => (
                <tr key={station.baseStationId} data-testid="drift-row">
                  <td>{station.base_id}</td>
                  <td>{station.friendly_name}</td>
                  <td>{station.desiredVersion}</td>
                  <td>{station.appliedVersion ?? 'None'}</td>
                  <td>{behindFor(station.driftSince)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
