import { INTEREST_STATES, type InterestView } from '@storystump/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { listOf, serveLists, SHOWN_WITHIN } from '../paged-table/list-server';
import { InterestsTab } from './InterestsTab';

const interest = (n: number): InterestView => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `reader-${String(n).padStart(5, '0')}@example.test`,
  state: INTEREST_STATES[n % 4]!,
  registeredAt: new Date(Date.UTC(2026, 10, 20) - n * 1000).toISOString(),
  confirmedAt: null,
  unsubscribedAt: null,
  suppressedAt: null,
});

const renderTab = () =>
  render(
    <Provider store={createStore()}>
      <InterestsTab />
    </Provider>,
  );
const countText = () => screen.getByTestId('list-count').textContent;

describe('the Interests tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    "counts each state from the server's summary over every sign-up, and pages, searches and sorts them",
    { timeout: 20_000 },
    async () => {
      const asked = serveLists(
        {
          '/api/interest/interests': listOf(
            Array.from({ length: 400 }, (_, i) => interest(i + 1)),
            {
              searchIn: (row) => `${row.email} ${row.state}`,
              sorts: { email: (row) => row.email, registered: (row) => row.registeredAt },
            },
          ),
        },
        { '/api/interest/summary': { pending: 120_000, confirmed: 75_310, unsubscribed: 4_321, suppressed: 12, total: 199_643 } },
      );
      renderTab();
      await waitFor(() => expect(countText()).toBe('Showing 50 of 400 sign-ups'), SHOWN_WITHIN);
      expect((await screen.findByTestId('interest-counts')).textContent).toBe(
        '120,000 pending, 75,310 confirmed, 4,321 unsubscribed, 12 suppressed; 199,643 registered in all.',
      );
      const pages = () => asked.filter((url) => url.pathname === '/api/interest/interests').map((url) => url.searchParams);
      expect(Object.fromEntries(pages()[0]!)).toEqual({ limit: '50', sort: '-registered' });
      expect(screen.getAllByTestId('interest-row')[0]!.textContent).toContain('reader-00001@example.test');

      fireEvent.change(screen.getByLabelText('Search by e-mail or state'), { target: { value: 'suppressed' } });
      await waitFor(() => expect(countText()).toBe('Showing 50 of 100 sign-ups matching "suppressed"'), SHOWN_WITHIN);
      expect(screen.getAllByTestId('interest-row').every((row) => row.textContent!.endsWith('suppressed'))).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(countText()).toBe('Showing 100 of 100 sign-ups matching "suppressed"'), SHOWN_WITHIN);

      fireEvent.click(screen.getByRole('button', { name: /Email/ }));
      await waitFor(() => expect(pages().at(-1)!.get('sort')).toBe('email'), SHOWN_WITHIN);
      await waitFor(() => expect(screen.getAllByTestId('interest-row')[0]!.textContent).toContain('reader-00003@'), SHOWN_WITHIN);
    },
  );

  it('says what to do when no one has signed up, and when the list cannot be fetched', async () => {
    serveLists(
      { '/api/interest/interests': listOf([], { searchIn: () => '' }) },
      { '/api/interest/summary': { pending: 0, confirmed: 0, unsubscribed: 0, suppressed: 0, total: 0 } },
    );
    renderTab();
    expect((await screen.findByTestId('list-empty')).textContent).toBe(
      "No one has signed up yet. Sign-ups from the contact page's 'Keep Me Updated' form appear here.",
    );
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ message: 'down' }, { status: 500 }))),
    );
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch interests.');
  });
});
