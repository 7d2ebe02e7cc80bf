import { formatCount } from '../../../../ui/numbers';
import { AdminTable } from '../../AdminTable';
import { sinceText } from '../../last-contact';
import { useMissingStoryPacksQuery } from '../fleet.api';

/** The stumps that do not hold the story pack their configuration asks for, as their heartbeats say. */
export function MissingStoryPacks({ refreshMs }: { refreshMs: number }) {
  const packs = useMissingStoryPacksQuery(undefined, { pollingInterval: refreshMs });
  const data = packs.data;
  return (
    <section aria-labelledby="missing-packs-heading" data-testid="missing-story-packs">
      <h3 id="missing-packs-heading">Story packs</h3>
      {data && (
        <>
          <p>
            {data.missing === 0
              ? 'Every stump that reported its story packs holds the one its configuration asks for.'
              : `${formatCount(data.missing)} ${data.missing === 1 ? 'stump is' : 'stumps are'} missing the story pack ${data.missing === 1 ? 'its' : 'their'} configuration asks for.`}
          </p>
          {data.unknown > 0 && (
            <p data-testid="story-packs-unknown">
              {`${formatCount(data.unknown)} ${data.unknown === 1 ? 'stump has' : 'stumps have'} never reported ${data.unknown === 1 ? 'its' : 'their'} story packs: unknown, not counted as missing.`}
            </p>
          )}
        </>
      )}
      <AdminTable
        isLoading={packs.isLoading}
        isError={packs.isError}
        failure="Failed to load the story packs."
        columns={['Stump', 'Asks for', 'Holds', 'Reported']}
        rows={
          data?.stations.length
            ? data.stations.map((station) => (
                <tr key={station.baseStationId} data-testid="missing-story-pack">
                  <td>
                    {station.friendly_name} ({station.base_id})
                  </td>
                  <td>{station.storyPack}</td>
                  <td>{station.storyPacks.length ? station.storyPacks.join(', ') : 'none'}</td>
                  <td>{sinceText(station.reportedAt)}</td>
                </tr>
              ))
            : undefined
        }
      />
    </section>
  );
}
