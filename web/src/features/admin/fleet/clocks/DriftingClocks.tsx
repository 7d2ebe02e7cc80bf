import { formatCount } from '../../../../ui/numbers';
import { AdminTable } from '../../AdminTable';
import { sinceText } from '../../last-contact';
import { useDriftingClocksQuery } from '../fleet.api';
import { clockOffsetText } from './clock-offset-text';

/** The stumps whose latest batch of visits found their clock more than a minute off, most recent first. */
export function DriftingClocks({ refreshMs }: { refreshMs: number }) {
  const clocks = useDriftingClocksQuery(undefined, { pollingInterval: refreshMs });
  const data = clocks.data;
  return (
    <section aria-labelledby="drifting-clocks-heading" data-testid="drifting-clocks">
      <h3 id="drifting-clocks-heading">Clocks that drift</h3>
      {data && (
        <p>
          {data.drifting === 0
            ? "No stump's clock drifts."
            : `${formatCount(data.drifting)} ${data.drifting === 1 ? "stump's clock drifts" : "stumps' clocks drift"}: their visits' times are corrected.`}
        </p>
      )}
      <AdminTable
        isLoading={clocks.isLoading}
        isError={clocks.isError}
        failure="Failed to load the stumps' clocks."
        columns={['Stump', 'Clock', 'Seen']}
        rows={
          data?.stations.length
            ? data.stations.map((station) => (
                <tr key={station.baseStationId} data-testid="drifting-clock">
                  <td>
                    {station.friendly_name} ({station.base_id})
                  </td>
                  <td>{clockOffsetText(station.offsetSeconds)}</td>
                  <td>{sinceText(station.seenAt)}</td>
                </tr>
              ))
            : undefined
        }
      />
    </section>
  );
}
