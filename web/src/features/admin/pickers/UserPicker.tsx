import { SearchSelect } from '../../../ui/SearchSelect';
import { useListControls } from '../paged-table/use-list-controls';
import { useUserChoicesQuery } from './choices.api';

/** A user, found by e-mail or name as it is typed. */
export function UserPicker({ id, value, onValue }: { id: string; value: string; onValue: (userId: string) => void }) {
  const search = useListControls();
  const choices = useUserChoicesQuery(search.query.q);
  return (
    <SearchSelect
      id={id}
      label="User"
      searchLabel="Find a user by e-mail or name"
      placeholder="Select a user"
      noMatches="No user matches"
      search={search.search}
      onSearch={search.setSearch}
      matches={(choices.data ?? []).map((user) => ({ value: user._id, label: `${user.displayName} (${user.email})` }))}
      searching={choices.isFetching}
      value={value}
      onValue={onValue}
      required
    />
  );
}
