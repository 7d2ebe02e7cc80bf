import type { StationFilterView, StationStatusFilters, StationState } from '@storystump/contracts';
import { searchFilter, type PageFilter } from '@storystump/service-kit';
import { STATION_PAGES } from './station-pages.js';

/** What the station's last call says, read beside its row (`s`) without joining it, so pages keep their plans. */
const lastCall = (condition: string) =>
  `EXISTS (SELECT 1 FROM devices.station_status st WHERE st.station_id = s.id AND ${condition})`;

const stateFilter =
  (state: StationState, silentAfterSeconds: number): PageFilter =>
  (param) => {
    if (state === 'never') return `NOT ${lastCall('st.last_contact_at IS NOT NULL')}`;
    const since = `now() - make_interval(secs => ${param(silentAfterSeconds)})`;
    return lastCall(state === 'online' ? `st.last_contact_at >= ${since}` : `st.last_contact_at < ${since}`);
  };

/** The status list's own filters as conditions on its stations (`s`): a state as the list tells it, a running version. */
export function statusFilters({ state, runningVersion }: StationStatusFilters, silentAfterSeconds: number): PageFilter[] {
  const filters: PageFilter[] = [];
  if (state) filters.push(stateFilter(state, silentAfterSeconds));
  if (runningVersion !== undefined) filters.push((param) => lastCall(`st.running_version = ${param(runningVersion)}`));
  return filters;
}

/** A filter of stations (search, state, running version) as the status list reads it, every part to hold. */
export function stationFilters(filter: StationFilterView, silentAfterSeconds: number): PageFilter[] {
  const filters = statusFilters(filter, silentAfterSeconds);
  if (filter.q !== undefined && filter.q !== '') filters.push(searchFilter(STATION_PAGES, filter.q));
  return filters;
}

/** `WHERE` of the filters, its placeholders from `$<first>` on, and their values. */
export function whereOf(filters: readonly PageFilter[], first = 1): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  const sql = filters.map((filter) => `(${filter(param)})`).join(' AND ');
  return { sql: sql || 'true', params };
}

/** A filter in words, for the audit log: `matching "oak", online, running v1.2`. */
export function filterText({ q, state, runningVersion }: StationFilterView): string {
  return [q ? `matching "${q}"` : '', state ?? '', runningVersion !== undefined ? `running ${runningVersion}` : '']
    .filter(Boolean)
    .join(', ');
}

/** Only what the filter says, as a rollout keeps it. */
export const filterViewOf = ({ q, state, runningVersion }: StationFilterView): StationFilterView => ({
  ...(q !== undefined && q !== '' ? { q } : {}),
  ...(state ? { state } : {}),
  ...(runningVersion !== undefined ? { runningVersion } : {}),
});
