import type { ApiKeyView, StationView } from '@storystump/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { listOf, serveLists, SHOWN_WITHIN } from '../paged-table/list-server';
import { ApiKeysTab } from './ApiKeysTab';

const key = (n: number, revoked = false): ApiKeyView => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  prefix: `ssk_key${n}`,
  baseStation: { _id: `00000000-0000-4000-8000-10000000000${n}`, base_id: `oak-${n}` },
  assignedVersion: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  revoked,
  successorOf: null,
  acceptedUntil: null,
});

/** Three keys, the last revoked already; each revoke is kept and answered. */
function serve() {
  const revoked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api/apikeys/revoke/')) {
        revoked.push(pathname.split('/').at(-1)!);
        return Promise.resolve(Response.json({ message: 'API key revoked' }));
      }
      if (pathname === '/api/apikeys')
        return Promise.resolve(Response.json([key(1), key(2), key(3, true)], { headers: { 'x-total-count': '3' } }));
      return Promise.resolve(Response.json([]));
    }),
  );
  return revoked;
}

describe('the API Keys tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('revokes every selected active key at once, after asking', async () => {
    const revoked = serve();
    render(
      <Provider store={createStore()}>
        <ApiKeysTab />
      </Provider>,
    );
    await screen.findAllByTestId('apikey-row');
    const revokeSelected = () => screen.getByRole('button', { name: /^Revoke selected/ });
    expect(revokeSelected().textContent).toBe('Revoke selected (0)');
    expect((revokeSelected() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select every active key shown'));
    expect(revokeSelected().textContent).toBe('Revoke selected (2)');
    expect(screen.queryByLabelText('Select ssk_key3')).toBeNull();
    fireEvent.click(revokeSelected());
    // jsdom opens no modal <dialog>: it is found among the hidden elements.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Are you sure you want to revoke these 2 API keys?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm', hidden: true }));
    await screen.findByText('2 API keys revoked.');
    expect(revoked.sort()).toEqual([key(1)._id, key(2)._id]);
  });

  it(
    'finds the station for a new key as its base ID or name is typed, asking for 20 matches at most',
    { timeout: 20_000 },
    async () => {
      const stations: StationView[] = Array.from({ length: 3_000 }, (_, i) => ({
        _id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
        base_id: `stump-${String(i + 1).padStart(5, '0')}`,
        friendly_name: i === 2_344 ? 'Hidden Hollow' : `Glade ${i + 1}`,
        latitude: 52,
        longitude: -1,
        resting: false,
      }));
      const asked = serveLists(
        { '/api/basestations': listOf(stations, { searchIn: (row) => `${row.base_id} ${row.friendly_name}` }) },
        { '/api/apikeys/generate': { apiKey: 'ssk_new', _id: '00000000-0000-4000-8000-000000000099' } },
      );
      render(
        <Provider store={createStore()}>
          <ApiKeysTab />
        </Provider>,
      );
      const picker = () => screen.getByLabelText('Base station') as HTMLSelectElement;
      await waitFor(() => expect(picker().options).toHaveLength(21), SHOWN_WITHIN);
      const stationsAsked = () => asked.filter((url) => url.pathname === '/api/basestations').map((url) => url.searchParams);
      expect(Object.fromEntries(stationsAsked()[0]!)).toEqual({ limit: '20' });

      fireEvent.change(screen.getByLabelText('Find a station by base ID or name'), { target: { value: 'hollow' } });
      await waitFor(() => expect(picker().options).toHaveLength(2), SHOWN_WITHIN);
      expect(Object.fromEntries(stationsAsked().at(-1)!)).toEqual({ q: 'hollow', limit: '20' });
      expect(picker().options[1]!.textContent).toBe('stump-02345 (Hidden Hollow)');
      fireEvent.change(picker(), { target: { value: stations[2_344]!._id } });
      // The chosen station stays chosen while another search is typed.
      fireEvent.change(screen.getByLabelText('Find a station by base ID or name'), { target: { value: 'nothing-like-it' } });
      await waitFor(() => expect(stationsAsked().at(-1)!.get('q')).toBe('nothing-like-it'), SHOWN_WITHIN);
      expect(picker().value).toBe(stations[2_344]!._id);

      fireEvent.click(screen.getByRole('button', { name: 'Generate API Key' }));
      await screen.findByText('API Key generated: ssk_new');
      const generated = vi
        .mocked(fetch)
        .mock.calls.map(([request]) => request as Request)
        .find((r) => r.url.endsWith('/generate'))!;
      expect(await generated.json()).toEqual({ baseStationId: stations[2_344]!._id });
    },
  );
});
