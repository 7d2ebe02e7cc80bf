import { SearchSelect } from '../../../ui/SearchSelect';
import { useListControls } from '../paged-table/use-list-controls';
import { useStationChoicesQuery } from './choices.api';

/** A base station, found by its base ID or name as it is typed; `onValue` is told its label too. */
export function StationPicker({
  id,
  value,
  onValue,
  required = true,
}: {
  id: string;
  value: string;
  onValue: (stationId: string, label: string) => void;
  required?: boolean;
}) {
  const search = useListControls();
  const choices = useStationChoicesQuery(search.query.q);
  const labelOf = (station: { base_id: string; friendly_name: string }) => `${station.base_id} (${station.friendly_name})`;
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
        label: labelOf(station),
      }))}
      searching={choices.isFetching}
      value={value}
      onValue={(stationId) => {
        const station = choices.data?.find((choice) => choice._id === stationId);
        onValue(stationId, station ? labelOf(station) : stationId);
      }}
      required={required}
    />
  );
}
