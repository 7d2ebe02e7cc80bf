import type { ServiceDatabase } from '@storystump/service-kit';
import { InitialAnalyticsSchema1795386565406 } from './migrations/1795386565406-initial-analytics-schema.js';
import { DayDimensionEntity } from './rollups/day-dimension.entity.js';
import { DayPageEntity } from './rollups/day-page.entity.js';
import { DayTotalEntity } from './rollups/day-total.entity.js';
import { DirtyDayEntity } from './rollups/dirty-day.entity.js';
import { SessionDayEntity } from './rollups/session-day.entity.js';

export const analyticsDatabase: ServiceDatabase = {
  schema: 'analytics',
  entities: [DirtyDayEntity, SessionDayEntity, DayTotalEntity, DayDimensionEntity, DayPageEntity],
  migrations: [InitialAnalyticsSchema1795386565406],
};
