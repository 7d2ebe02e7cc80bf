import { CAMPAIGN_STATUSES, type CampaignView } from '@storystump/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { listOf, serveLists, SHOWN_WITHIN } from '../paged-table/list-server';
import { CampaignsList } from './CampaignsList';

const campaign = (n: number): CampaignView => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  subject: n % 10 === 0 ? `Spring stories ${n}` : `News ${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 20) - n * 60_000).toISOString(),
  sendAt: new Date(Date.UTC(2026, 10, 20) - n * 60_000).toISOString(),
  status: CAMPAIGN_STATUSES[n % CAMPAIGN_STATUSES.length]!,
  total: 12_345,
  queued: 0,
  sent: 12_000,
  failed: 345,
  unsubscribed: 3,
  links: [],
});

const renderList = () =>
  render(
    <Provider store={createStore()}>
      <CampaignsList />
    </Provider>,
  );
const countText = () => screen.getByTestId('list-count').textContent;

describe('the campaigns list', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'pages the campaigns newest first with the whole count and their figures, and searches by subject',
    { timeout: 20_000 },
    async () => {
      const asked = serveLists({
        '/api/email-marketing/campaigns': listOf(
          Array.from({ length: 180 }, (_, i) => campaign(i + 1)),
          {
            searchIn: (row) => `${row.subject} ${row.status}`,
            sorts: { created: (row) => row.createdAt, subject: (row) => row.subject, status: (row) => row.status },
          },
        ),
      });
      renderList();
      await waitFor(() => expect(countText()).toBe('Showing 50 of 180 campaigns'), SHOWN_WITHIN);
      expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ limit: '50', sort: '-created' });
      const first = screen.getAllByTestId('campaign-row')[0]!;
      expect(first.textContent).toContain('News 1');
      expect(first.textContent).toContain('12,345');

      fireEvent.change(screen.getByLabelText('Search campaigns by title or state'), { target: { value: 'spring' } });
      await waitFor(() => expect(countText()).toBe('Showing 18 of 18 campaigns matching "spring"'), SHOWN_WITHIN);
      fireEvent.click(screen.getByRole('button', { name: /Subject/ }));
      await waitFor(() => expect(asked.at(-1)!.searchParams.get('sort')).toBe('subject'), SHOWN_WITHIN);
      await waitFor(
        () => expect(screen.getAllByTestId('campaign-row')[0]!.textContent).toContain('Spring stories 10'),
        SHOWN_WITHIN,
      );
    },
  );

  it('says what to do when no campaign was sent yet', async () => {
    serveLists({ '/api/email-marketing/campaigns': listOf([], { searchIn: () => '' }) });
    renderList();
    expect((await screen.findByTestId('list-empty')).textContent).toBe(
      'No campaigns yet. Write one above and send it to everyone signed up.',
    );
  });
});
