import type { AnalyticsQueuePayloads } from './analytics.js';
import type { CatalogQueues } from './catalog.js';
import type { CharactersQueuePayloads } from './characters.js';
import type { DevicesQueuePayloads } from './devices.js';
import type { FamilyExportQueuePayloads } from './family-export.js';
import type { HostReportQueuePayloads } from './hosts.js';
import type { IdentityQueuePayloads } from './identity.js';
import type { MarketingQueuePayloads } from './marketing.js';

/**
 * Every BullMQ queue in the system, with the payload of its jobs. A service declares its queues
 * here (`<service>.<work>`; BullMQ forbids ':' in names), so a producer and the processor of a
 * queue cannot disagree on what a job carries.
 */
export interface QueuePayloads
  extends
    MarketingQueuePayloads,
    AnalyticsQueuePayloads,
    DevicesQueuePayloads,
    CharactersQueuePayloads,
    FamilyExportQueuePayloads,
    IdentityQueuePayloads,
    HostReportQueuePayloads {
  [CatalogQueues.expireUnpaidOrders]: Record<string, never>;
}

export type QueueName = keyof QueuePayloads;
