import { useMemo, useState } from 'react';
import type { ListQuery } from '../../../api/paged-list';
import { usePausedSearch } from '../../../ui/use-paused-search';

export interface ListControls {
  /** What is typed in the search box. */
  search: string;
  setSearch: (search: string) => void;
  /** `name` or `-name`; undefined for the list's own order. */
  sort: string | undefined;
  /** Sorts by the column, ascending first, the other way when it is already sorted by it. */
  toggleSort: (column: string) => void;
  /** The list's argument: the search once typing has paused, the sort, and the given filters. */
  query: ListQuery;
}

/** The search and sort of a paged admin list, held by the tab that asks for the list. */
export function useListControls(filters: ListQuery = {}, initialSort?: string): ListControls {
  const { search, setSearch, searched } = usePausedSearch();
  const [sort, setSort] = useState(initialSort);
  const filterKey = JSON.stringify(filters);
  const query = useMemo(
    () => ({ ...(JSON.parse(filterKey) as ListQuery), q: searched || undefined, sort }),
    [filterKey, searched, sort],
  );
  return {
    search,
    setSearch,
    sort,
    toggleSort: (column) => setSort((current) => (current === column ? `-${column}` : column)),
    query,
  };
}
