import { cleanup, render, screen, within } from '@testing-library/react';
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

/** The statuses list answers `status` with `body`; every request's address is kept. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      asked.push(new URL(request.url));
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
    expect(asked[0]!.pathname).toBe('/api/basestations/status');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ limit: '50', sort: '-created' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the stations could not be fetched instead of showing any as never seen', async () => {
    answer(504, { statusCode: 504, message: 'The service did not answer in time' });
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch base stations.');
    expect(screen.queryByTestId('station-row')).toBeNull();
    expect(screen.queryByText('Never')).toBeNull();
  });
});
