import type { CharacterView, MeView } from '@storystump/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenReceived } from '../../api/session.slice';
import { createStore } from '../../app/store';
import { listOf, serveLists, SHOWN_WITHIN } from '../admin/paged-table/list-server';
import { AccountPage } from './AccountPage';

const ME: MeView = {
  _id: '00000000-0000-4000-8000-100000000000',
  displayName: 'Hazel',
  email: 'hazel@families.example.com',
  consent: null,
};

const character = (n: number): CharacterView => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Woodland owl (SN-${n})`,
  serialNumber: `SN-${String(n).padStart(5, '0')}`,
  characterType: 'Woodland owl',
  owner: { _id: ME._id, displayName: ME.displayName },
  keepHistory: true,
  createdAt: new Date(Date.UTC(2026, 10, 20) - n * 1000).toISOString(),
});

/** A family with more characters than a page holds. */
const CHARACTERS = Array.from({ length: 120 }, (_, i) => character(i + 1));

function renderPage() {
  const asked = serveLists(
    {
      '/api/characters': listOf(CHARACTERS, {
        searchIn: (row) => `${row.serialNumber} ${row.characterType}`,
        sorts: { created: (row) => row.createdAt, serial: (row) => row.serialNumber },
      }),
    },
    { '/api/users/me': ME },
  );
  const store = createStore();
  store.dispatch(tokenReceived('a-family-token'));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <AccountPage />
      </MemoryRouter>
    </Provider>,
  );
  return asked;
}

const shown = () => screen.getAllByTestId('character').map((button) => button.textContent);

describe('the account page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(`shows the first page of a family's characters and every one of them through "Load more"`, { timeout: 20_000 }, async () => {
    const asked = renderPage();
    await waitFor(() => expect(shown()).toHaveLength(50), SHOWN_WITHIN);
    const pages = asked.filter((url) => url.pathname === '/api/characters');
    expect(Object.fromEntries(pages[0]!.searchParams)).toEqual({ limit: '50' });
    expect(shown()[0]).toBe('Woodland owlSN-00001');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shown()).toHaveLength(100), SHOWN_WITHIN);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shown()).toHaveLength(120), SHOWN_WITHIN);
    expect(new Set(shown()).size).toBe(120);
    expect(shown().at(-1)).toBe('Woodland owlSN-00120');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
