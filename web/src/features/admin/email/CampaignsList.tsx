import type { CampaignView } from '@storystump/contracts';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { StatusMessage, type Status } from '../../../ui/StatusMessage';
import { useCampaignPagesInfiniteQuery, useCancelCampaignMutation } from '../../marketing/marketing.api';
import styles from '../Admin.module.css';
import { PagedTable } from '../paged-table/PagedTable';
import { useListControls } from '../paged-table/use-list-controls';
import { reportOutcome } from '../report-outcome';
import { formatCount } from '../../../ui/numbers';
import { formatMoment } from '../../../ui/dates';

/** The results keep coming (sends, clicks, a scheduled one starting): the shown pages are asked again this often. */
const REFRESH_MS = 5000;

function LinkClicks({ links }: { links: CampaignView['links'] }) {
  if (!links.length) return <>—</>;
  return (
    <ul className={styles.plainList}>
      {links.map((link, position) => (
        <li key={position}>
          <span className={styles.linkUrl} title={link.url}>
            {link.url}
          </span>
          : {formatCount(link.clicks)}
        </li>
      ))}
    </ul>
  );
}

/** Past and scheduled campaigns a page at a time, newest first, with their results; a scheduled one can be cancelled until it starts. */
export function CampaignsList() {
  const controls = useListControls({}, '-created');
  const list = useCampaignPagesInfiniteQuery(controls.query, { pollingInterval: REFRESH_MS });
  const [cancel] = useCancelCampaignMutation();
  const { confirm, dialog } = useConfirm();
  const [outcome, setOutcome] = useState<Status | null>(null);

  const onCancel = async (campaign: CampaignView) => {
    if (!(await confirm(`Cancel the campaign "${campaign.subject}"? It will not be sent.`))) return;
    await reportOutcome(setOutcome, () => cancel(campaign._id).unwrap(), 'Campaign cancelled.', 'Failed to cancel the campaign');
  };

  return (
    <section aria-labelledby="campaigns-heading">
      <h3 id="campaigns-heading">Campaigns</h3>
      <StatusMessage status={outcome} />
      <PagedTable
        label="Campaigns"
        many="campaigns"
        searchLabel="Search campaigns by title or state"
        empty="No campaigns yet. Write one above and send it to everyone signed up."
        failure="Failed to load the campaigns."
        columns={[
          { label: 'Subject', sort: 'subject' },
          { label: 'When' },
          { label: 'Status', sort: 'status' },
          { label: 'Recipients' },
          { label: 'Sent' },
          { label: 'Failed' },
          { label: 'Unsubscribed since' },
          { label: 'Clicks per link' },
        ]}
        actions
        controls={controls}
        list={list}
        row={(campaign) => (
          <tr key={campaign._id} data-testid="campaign-row" data-status={campaign.status}>
            <td>{campaign.subject}</td>
            <td>{formatMoment(campaign.sendAt)}</td>
            <td>{campaign.status}</td>
            <td>{formatCount(campaign.total)}</td>
            <td>{formatCount(campaign.sent)}</td>
            <td>{formatCount(campaign.failed)}</td>
            <td>{formatCount(campaign.unsubscribed)}</td>
            <td>
              <LinkClicks links={campaign.links} />
            </td>
            <td className={styles.actions}>
              {campaign.status === 'scheduled' && (
                <Button
                  size="small"
                  variant="danger"
                  onClick={() => void onCancel(campaign)}
                  aria-label={`Cancel the campaign ${campaign.subject}`}
                >
                  Cancel
                </Button>
              )}
            </td>
          </tr>
        )}
      />
      {dialog}
    </section>
  );
}
