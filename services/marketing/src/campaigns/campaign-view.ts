import type { CampaignView } from '@storystump/contracts';
import type { CampaignEntity } from './campaign.entity.js';
import type { DeliveryStatus } from './delivery.entity.js';

/** What is counted of a campaign beside the campaign itself. */
export interface CampaignResults {
  deliveries: Partial<Record<DeliveryStatus, number>>;
  unsubscribed: number;
  links: { url: string; clicks: number }[];
}

export const NO_RESULTS: CampaignResults = { deliveries: {}, unsubscribed: 0, links: [] };

const LISTING: ReadonlySet<CampaignEntity['status']> = new Set(['scheduled', 'cancelled', 'preparing']);

/** A campaign with its deliveries counted by status; done once it started and none is queued or in flight. */
export function toCampaignView(campaign: CampaignEntity, results: CampaignResults): CampaignView {
  const counts = results.deliveries;
  const queued = (counts.queued ?? 0) + (counts.sending ?? 0);
  const finished = !LISTING.has(campaign.status) && queued === 0;
  return {
    _id: campaign.id,
    subject: campaign.subject,
    createdAt: campaign.createdAt.toISOString(),
    sendAt: campaign.sendAt.toISOString(),
    status: finished ? 'done' : campaign.status,
    total: campaign.total,
    queued,
    sent: counts.sent ?? 0,
    failed: counts.failed ?? 0,
    unsubscribed: results.unsubscribed,
    links: results.links,
  };
}
