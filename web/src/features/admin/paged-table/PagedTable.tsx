import type { InfiniteData } from '@reduxjs/toolkit/query/react';
import { useId, type ReactNode } from 'react';
import type { ListPage } from '../../../api/paged-list';
import { Button } from '../../../ui/Button';
import { formatCount } from '../../../ui/numbers';
import styles from '../Admin.module.css';
import table from './PagedTable.module.css';
import type { ListControls } from './use-list-controls';

export interface PagedColumn {
  label: string;
  /** Shown in the header instead of the label (a select-all box); the label then names it for the key. */
  header?: ReactNode;
  /** The server's name for sorting by this column; left out where the column cannot be sorted. */
  sort?: string;
}

/** What the table needs of an RTK Query infinite query's result. */
export interface PagedListResult<T> {
  /** The last pages answered, kept while another search or sort is asked for. */
  data?: InfiniteData<ListPage<T>, string>;
  /** The pages of the search and sort asked for now; undefined until they are answered. */
  currentData?: InfiniteData<ListPage<T>, string>;
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** A column's sort as aria-sort says it, when the list is sorted by it. */
function ariaSortOf(sort: string | undefined, column: string | undefined) {
  if (!column || !sort) return undefined;
  if (sort === column) return 'ascending';
  if (sort === `-${column}`) return 'descending';
  return undefined;
}

/** "Showing 50 of 5,000 stations", "of about 120,000", "... matching "oak"". */
export function countText(shown: number, total: number | null, estimated: boolean, many: string, search: string | undefined) {
  const of = total === null ? '' : ` of ${estimated ? 'about ' : ''}${formatCount(total)}`;
  return `Showing ${formatCount(shown)}${of} ${many}${search ? ` matching "${search}"` : ''}`;
}

/**
 * An admin list a page at a time: a search box, headers that sort (aria-sort), how many rows
 * match in all, "Load more" while the server names a next page, and an empty state that says
 * what to do. The last column, when `actions` is set, holds each row's buttons.
 */
export function PagedTable<T>({
  label,
  many,
  searchLabel,
  empty,
  failure,
  columns,
  actions = false,
  controls,
  list,
  row,
  toolbar,
}: {
  /** The table's name, for its caption. */
  label: string;
  /** What the rows are, plural: "stations". */
  many: string;
  searchLabel: string;
  /** What to say, and what to do, when there are no rows at all. */
  empty: string;
  failure: string;
  columns: PagedColumn[];
  actions?: boolean;
  controls: ListControls;
  list: PagedListResult<T>;
  row: (item: T) => ReactNode;
  /** Shown above the table: bulk actions on what is selected. */
  toolbar?: ReactNode;
}) {
  const searchId = useId();
  const pages = list.data?.pages;
  const items = pages?.flatMap((page) => page.items);
  const first = pages?.[0];
  const searched = controls.query.q;
  // Rows of the previous search stay on screen until the new ones come, but are never counted as its answer.
  const answering = items !== undefined && list.currentData === undefined && !list.isError;
  return (
    <div className={table.list}>
      <div className={table.bar}>
        <label htmlFor={searchId} className={table.search}>
          {searchLabel}
          <input
            id={searchId}
            type="search"
            value={controls.search}
            maxLength={200}
            onChange={(event) => controls.setSearch(event.target.value)}
          />
        </label>
        {items && first && (
          <p role="status" className={table.count} data-testid="list-count">
            {answering ? 'Loading...' : countText(items.length, first.total, first.estimated, many, searched)}
          </p>
        )}
      </div>
      {toolbar}
      {list.isLoading && <p role="status">Loading...</p>}
      {list.isError && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {items && items.length === 0 && !answering && (
        <p data-testid="list-empty" className={table.empty}>
          {searched ? `No ${many} match "${searched}".` : empty}
        </p>
      )}
      {items && items.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${table.wholeWords}`} aria-busy={answering || undefined}>
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" aria-sort={ariaSortOf(controls.sort, column.sort)}>
                    {column.sort ? (
                      <button type="button" className={table.sort} onClick={() => controls.toggleSort(column.sort!)}>
                        {column.label}
                        <span aria-hidden="true" className={table.arrow}>
                          {controls.sort === column.sort ? '▲' : controls.sort === `-${column.sort}` ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      (column.header ?? column.label)
                    )}
                  </th>
                ))}
                {actions && (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>{items.map(row)}</tbody>
          </table>
        </div>
      )}
      {list.hasNextPage && items && items.length > 0 && (
        <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? 'Loading more...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
