import { SearchSelect } from '../../../ui/SearchSelect';
import { useListControls } from '../paged-table/use-list-controls';
import { useStationChoicesQuery } from './choices.api';

/** A base station, found by its base ID or name as it is typed. */
export function StationPicker({ id, value, onValue }: { id: string; value: string; onValue: (stationId: string) => void }) {
  const search = useListControls();
  const choices = useStationChoicesQuery(search.query.q);
  return (
    <SearchSelect
      id={id}
      label="Base station"
      searchLabel="Find a station by base ID or name"
      placeholder="Select a base station"
      noMatches="No station matches"
      search={search.search}
      onSearch={search.setSearch}
      matches={(choices.data ?? []).map((station) => ({
        value: station._id,
        label: `${station.base_id} (${station.friendly_name})`,
      }))}
      searching={choices.isFetching}
      value={value}
      onValue={onValue}
      required
    />
  );
}
