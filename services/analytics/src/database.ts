import type { ServiceDatabase } from '@storystump/service-kit';
import { InitialAnalyticsSchema1795386565406 } from './migrations/1795386565406-initial-analytics-schema.js';
import { rollupEntities } from './rollups/rollup.entities.js';

export const analyticsDatabase: ServiceDatabase = {
  schema: 'analytics',
  entities: rollupEntities,
  migrations: [InitialAnalyticsSchema1795386565406],
};
