import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { BaseStationsTab } from './BaseStationsTab';

const STATUS = {
  baseStationId: 's1',
  base_id: 'oak-1',
  friendly_name: 'Oak',
  latitude: 52,
  longitude: -1,
  state: 'online',
  lastSeenAt: null,
  lastContactAt: null,
  runningVersion: 'v1.2.3',
  uptimeSeconds: null,
  firmwareStatus: null,
  health: null,
  updateWindow: null,
};

const VERSION = {
  _id: '00000000-0000-4000-8000-000000000009',
  tag: 'v2.0.0',
  uploadedAt: '2026-11-20T10:00:00.000Z',
  size: 10,
  sha256: 'a'.repeat(64),
};

/** The statuses list answers `status` with `body`; every request's address is kept. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const url = new URL(request.url);
      asked.push(url);
      if (url.pathname === '/api/versions') return Promise.resolve(Response.json([]));
      return Promise.resolve(Response.json(body, { status, headers }));
    }),
  );
  return asked;
}

function renderTab() {
  render(
    <Provider store={createStore()}>
      <BaseStationsTab />
    </Provider>,
  );
}

describe('the Base Stations tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('pages the stations newest first, each with its last contact and running version', async () => {
    const lastContactAt = new Date().toISOString();
    const asked = answer(200, [{ ...STATUS, lastContactAt, lastSeenAt: lastContactAt }], { 'x-total-count': '5000' });
    renderTab();
    const row = await screen.findByTestId('station-row');
    await within(row).findByText('Just now');
    expect(within(row).getByText('v1.2.3')).toBeTruthy();
    expect(screen.getByTestId('list-count').textContent).toBe('Showing 1 of 5,000 stations');
    const listed = asked.find((url) => url.pathname === '/api/basestations/status');
    expect(Object.fromEntries(listed!.searchParams)).toEqual({ limit: '50', sort: '-created' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the stations could not be fetched instead of showing any as never seen', async () => {
    answer(504, { statusCode: 504, message: 'The service did not answer in time' });
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch base stations.');
    expect(screen.queryByTestId('station-row')).toBeNull();
    expect(screen.queryByText('Never')).toBeNull();
  });

  it('assigns a version to the stations ticked, or to every station the search finds, in one call each', async () => {
    const assigned: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const { pathname } = new URL(request.url);
        if (pathname === '/api/basestations/assign-version') {
          assigned.push(await request.json());
          return Response.json({ version: { _id: VERSION._id, tag: 'v2.0.0' }, stations: 2, changed: 1, withoutKey: 1 });
        }
        if (pathname === '/api/versions') return Response.json([VERSION]);
        if (pathname === '/api/basestations/status')
          return Response.json([STATUS, { ...STATUS, baseStationId: 's2', base_id: 'oak-2' }], {
            headers: { 'x-total-count': '7500' },
          });
        return Response.json([]);
      }),
    );
    renderTab();
    await screen.findAllByTestId('station-row');
    const toSelected = () => screen.getByRole('button', { name: /^Assign to selected/ }) as HTMLButtonElement;
    expect(toSelected().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select every station shown'));
    expect(toSelected().textContent).toBe('Assign to selected (2)');
    await screen.findByRole('option', { name: 'v2.0.0' });
    fireEvent.change(screen.getByLabelText('Version to assign'), { target: { value: VERSION._id } });
    fireEvent.click(toSelected());
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Assign v2.0.0 to the 2 selected stations?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm', hidden: true }));
    await screen.findByText('v2.0.0 assigned to 2 stations: 1 changed, 1 without an active key.');
    expect(assigned).toEqual([{ versionId: VERSION._id, stationIds: ['s1', 's2'] }]);
    expect(toSelected().textContent).toBe('Assign to selected (0)');

    expect(screen.queryByRole('button', { name: /^Assign to all/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search by base ID or name'), { target: { value: 'oak' } });
    const toAll = await screen.findByRole('button', { name: 'Assign to all 7,500 matching "oak"' });
    fireEvent.click(toAll);
    const again = await screen.findByRole('dialog', { hidden: true });
    await waitFor(() => expect(within(again).getByText('Assign v2.0.0 to every station matching "oak" (7,500)?')).toBeTruthy());
    fireEvent.click(within(again).getByRole('button', { name: 'Confirm', hidden: true }));
    await waitFor(() => expect(assigned).toHaveLength(2));
    expect(assigned[1]).toEqual({ versionId: VERSION._id, filter: { q: 'oak' } });
  });
});
