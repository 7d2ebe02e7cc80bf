import { DEFAULT_PAGE_LIMIT } from '@storystump/contracts';
import { decodeMomentCursor } from '@storystump/service-kit';
import { And, LessThan, MoreThan, type FindManyOptions, type FindOptionsWhere } from 'typeorm';
import type { HealthHourEntity } from './health-hour.entity.js';

/** A page of a station's hours of health, as its route asks for it. */
export interface HealthPageQuery {
  id: string;
  hours: number;
  limit?: number;
  cursor?: string;
}

/**
 * What a page of a station's hours of health reads, newest first, keyset on the hour through the
 * (station, hour) primary key: the page's hours, one more than the page to tell if another
 * follows; and the range's hours, for the total. A cursor not made here is refused.
 */
export function healthPageReads(
  { id, hours, limit = DEFAULT_PAGE_LIMIT, cursor }: HealthPageQuery,
  now = Date.now(),
): { rows: FindManyOptions<HealthHourEntity>; range: FindOptionsWhere<HealthHourEntity> } {
  const inRange = MoreThan(new Date(now - hours * 3600_000));
  const before = cursor ? new Date(decodeMomentCursor(cursor).moment) : undefined;
  return {
    rows: {
      where: { stationId: id, hour: before ? And(inRange, LessThan(before)) : inRange },
      order: { hour: 'DESC' },
      take: limit + 1,
    },
    range: { stationId: id, hour: inRange },
  };
}
