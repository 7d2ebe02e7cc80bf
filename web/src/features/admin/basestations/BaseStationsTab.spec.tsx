import { cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { BaseStationsTab } from './BaseStationsTab';

const STATION = { _id: 's1', base_id: 'oak-1', friendly_name: 'Oak', latitude: 52, longitude: -1 };

/** The stations list answers; the statuses answer `statusesStatus`. */
const api = (statusesStatus: number, statuses: unknown) =>
  vi.fn((request: Request) => {
    const [status, body] = new URL(request.url).pathname.endsWith('/basestations/status')
      ? [statusesStatus, statuses]
      : [200, [STATION]];
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });

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

  it("shows each station's last contact", async () => {
    const lastContactAt = new Date().toISOString();
    vi.stubGlobal('fetch', api(200, [{ baseStationId: STATION._id, lastContactAt, runningVersion: 'v1.2.3' }]));
    renderTab();
    const row = await screen.findByTestId('station-row');
    await within(row).findByText('Just now');
    expect(within(row).getByText('v1.2.3')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the statuses could not be fetched instead of showing every station as never seen', async () => {
    vi.stubGlobal('fetch', api(504, { statusCode: 504, message: 'The service did not answer in time' }));
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch station statuses.');
    const row = await screen.findByTestId('station-row');
    expect(within(row).queryByText('Never')).toBeNull();
  });
});
