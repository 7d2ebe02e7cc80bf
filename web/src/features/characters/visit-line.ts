import type { VisitView } from '@storystump/contracts';

/** The visit's date and time in the reader's own time zone and language. */
export const visitDateTime = (visitDate: string) =>
  new Date(visitDate).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 'Visited {base station name} on {date time}'. */
export const visitLine = (visit: VisitView) => `Visited ${visit.baseStation.name} on ${visitDateTime(visit.visitDate)}`;
