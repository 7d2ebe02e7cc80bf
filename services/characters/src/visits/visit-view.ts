import type { VisitView } from '@storystump/contracts';

/** A visit row joined with this service's copy of its station. */
export interface VisitRow {
  id: string;
  station_id: string;
  station_base_id: string;
  station_name: string;
  visit_date: Date;
  current_name: string | null;
  station_deleted_at: Date | null;
}

export const toVisitView = (row: VisitRow): VisitView => {
  const removed = row.station_deleted_at !== null;
  return {
    _id: row.id,
    baseStation: {
      _id: row.station_id,
      base_id: row.station_base_id,
      name: row.station_name,
      currentName: removed ? null : (row.current_name ?? row.station_name),
      removed,
    },
    visitDate: row.visit_date.toISOString(),
  };
};
