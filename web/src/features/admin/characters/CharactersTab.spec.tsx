import type { CharacterView } from '@storystump/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { listOf, serveLists, SHOWN_WITHIN } from '../paged-table/list-server';
import { CharactersTab } from './CharactersTab';

const character = (n: number): CharacterView => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `owl SN-${n}`,
  serialNumber: `SN-${String(n).padStart(5, '0')}`,
  characterType: 'owl',
  owner: n % 3 === 0 ? { _id: '00000000-0000-4000-8000-900000000000', displayName: `Hazel ${n}` } : null,
  keepHistory: true,
  createdAt: new Date(Date.UTC(2026, 10, 20) - n * 1000).toISOString(),
});

const CHARACTERS = Array.from({ length: 600 }, (_, i) => character(i + 1));

function serve() {
  return serveLists({
    '/api/characters/all': listOf(CHARACTERS, {
      searchIn: (row) => `${row.serialNumber} ${row.owner?.displayName ?? ''}`,
      sorts: { created: (row) => row.createdAt, serial: (row) => row.serialNumber },
    }),
  });
}

const renderTab = () =>
  render(
    <Provider store={createStore()}>
      <CharactersTab />
    </Provider>,
  );
const countText = () => screen.getByTestId('list-count').textContent;
const pagesAsked = (asked: URL[]) =>
  asked
    .filter((url) => url.pathname === '/api/characters/all' && url.searchParams.get('limit') === '50')
    .map((url) => url.searchParams);

describe('the Characters tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'pages the characters newest first with the whole count, searches by serial number or owner, and sorts by serial',
    { timeout: 20_000 },
    async () => {
      const asked = serve();
      renderTab();
      await waitFor(() => expect(countText()).toBe('Showing 50 of 600 characters'), SHOWN_WITHIN);
      expect(Object.fromEntries(pagesAsked(asked)[0]!)).toEqual({ limit: '50', sort: '-created' });
      const rows = () => screen.getAllByTestId('character-row');
      expect(rows()[0]!.textContent).toContain('SN-00001');
      expect(rows()[2]!.textContent).toContain('Hazel 3');
      expect(rows()[0]!.textContent).toContain('Unassigned');

      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(countText()).toBe('Showing 100 of 600 characters'), SHOWN_WITHIN);

      fireEvent.change(screen.getByLabelText('Search characters by serial or owner'), { target: { value: 'hazel 5' } });
      await waitFor(() => expect(countText()).toBe('Showing 36 of 36 characters matching "hazel 5"'), SHOWN_WITHIN);
      expect(pagesAsked(asked).at(-1)!.get('q')).toBe('hazel 5');

      fireEvent.click(screen.getByRole('button', { name: /Serial number/ }));
      await waitFor(() => expect(rows()[0]!.textContent).toContain('SN-00051'), SHOWN_WITHIN);
      fireEvent.click(screen.getByRole('button', { name: /Serial number/ }));
      await waitFor(() => expect(rows()[0]!.textContent).toContain('SN-00597'), SHOWN_WITHIN);
      expect(pagesAsked(asked).at(-1)!.get('sort')).toBe('-serial');

      fireEvent.change(screen.getByLabelText('Search characters by serial or owner'), { target: { value: 'no-such' } });
      await waitFor(
        () => expect(screen.getByTestId('list-empty').textContent).toBe('No characters match "no-such".'),
        SHOWN_WITHIN,
      );
    },
  );

  it('shows the visits of a character of the page', async () => {
    serve();
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'View visits of SN-00002' }));
    expect((await screen.findByRole('heading', { name: 'Visits of SN-00002' })).tagName).toBe('H3');
  });

  it('says what to do when there are no characters, and when they cannot be fetched', async () => {
    serveLists({ '/api/characters/all': listOf([], { searchIn: () => '' }) });
    renderTab();
    expect((await screen.findByTestId('list-empty')).textContent).toBe('No characters yet. Create one with the form above.');
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ message: 'down' }, { status: 500 }))),
    );
    renderTab();
    await waitFor(
      () => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Failed to fetch characters.'),
      SHOWN_WITHIN,
    );
  });
});
