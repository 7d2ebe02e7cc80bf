import type { CampaignView } from '@storystump/contracts';
import type { CampaignEntity } from './campaign.entity.js';
import type { DeliveryStatus } from './delivery.entity.js';

/** A campaign with its deliveries counted by status; done once none is queued or in flight. */
export function toCampaignView(campaign: CampaignEntity, counts: Partial<Record<DeliveryStatus, number>>): CampaignView {
  const queued = (counts.queued ?? 0) + (counts.sending ?? 0);
  const sent = counts.sent ?? 0;
  const failed = counts.failed ?? 0;
  const finished = campaign.status !== 'preparing' && queued === 0;
  return {
    _id: campaign.id,
    subject: campaign.subject,
    createdAt: campaign.createdAt.toISOString(),
    status: finished ? 'done' : campaign.status,
    total: campaign.total,
    queued,
    sent,
    failed,
  };
}
