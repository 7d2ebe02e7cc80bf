import type { VisitView } from '@storystump/contracts';
import { formatMoment } from '../../ui/dates';

/** The visit's date and time in the reader's own time zone and language. */
export const visitDateTime = (visitDate: string) => formatMoment(visitDate);

/** 'Visited {base station name} on {date time}'. */
export const visitLine = (visit: VisitView) => `Visited ${visit.baseStation.name} on ${visitDateTime(visit.visitDate)}`;
