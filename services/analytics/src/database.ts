import type { ServiceDatabase } from '@storystump/service-kit';
import { FootfallDayEntity } from './footfall/footfall-day.entity.js';
import { FootfallHourEntity } from './footfall/footfall-hour.entity.js';
import { FootfallStationEntity } from './footfall/footfall-station.entity.js';
import { HostLinkSecretEntity } from './hosts/host-link-secret.entity.js';
import { HostEntity } from './hosts/host.entity.js';
import { InitialAnalyticsSchema1795386565406 } from './migrations/1795386565406-initial-analytics-schema.js';
import { PendingEventsRollup1795472965406 } from './migrations/1795472965406-pending-events-rollup.js';
import { BotsCampaignsAndFootfall1795700000000 } from './migrations/1795700000000-bots-campaigns-and-footfall.js';
import { HostsAndFootfallHours1807000000000 } from './migrations/1807000000000-hosts-and-footfall-hours.js';
import { DayDimensionEntity } from './rollups/day-dimension.entity.js';
import { DayPageEntity } from './rollups/day-page.entity.js';
import { DayTotalEntity } from './rollups/day-total.entity.js';
import { PendingEventEntity } from './rollups/pending-event.entity.js';
import { SessionDayPageEntity } from './rollups/session-day-page.entity.js';
import { SessionDayEntity } from './rollups/session-day.entity.js';

export const analyticsDatabase: ServiceDatabase = {
  schema: 'analytics',
  entities: [
    PendingEventEntity,
    SessionDayEntity,
    SessionDayPageEntity,
    DayTotalEntity,
    DayDimensionEntity,
    DayPageEntity,
    FootfallStationEntity,
    FootfallDayEntity,
    FootfallHourEntity,
    HostEntity,
    HostLinkSecretEntity,
  ],
  migrations: [
    InitialAnalyticsSchema1795386565406,
    PendingEventsRollup1795472965406,
    BotsCampaignsAndFootfall1795700000000,
    HostsAndFootfallHours1807000000000,
  ],
};
