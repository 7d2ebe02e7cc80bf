import { useCampaignQuery } from '../../marketing/marketing.api';
import { formatCount } from '../../../ui/numbers';

/** A campaign going out: polled each second until every mail is sent or has failed. */
export function CampaignProgress({ campaignId }: { campaignId: string }) {
  const { data: campaign } = useCampaignQuery(campaignId, { pollingInterval: 1000, skipPollingIfUnfocused: false });
  if (!campaign) return null;
  const done = campaign.sent + campaign.failed;
  const finished = campaign.status === 'done';
  return (
    <div data-testid="campaign-progress" data-status={campaign.status}>
      <label htmlFor="campaign-progress">
        {campaign.status === 'preparing'
          ? 'Listing the recipients…'
          : `${formatCount(campaign.sent)} of ${formatCount(campaign.total)} sent${campaign.failed ? `, ${formatCount(campaign.failed)} failed` : ''}${
              campaign.status === 'paused' ? ' (paused after repeated failures; it resumes by itself)' : ''
            }${finished ? '. Done.' : ''}`}
      </label>
      <progress id="campaign-progress" max={campaign.total || 1} value={finished ? campaign.total || 1 : done} />
    </div>
  );
}
