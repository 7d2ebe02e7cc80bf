import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { FleetTab } from './FleetTab';

// The map (OpenLayers) and the chart need a real browser: what is tested here is what the tab says.
vi.mock('./FleetMap', () => ({
  FleetMap: ({ stations }: { stations?: unknown[] }) => <p data-testid="fleet-map">{stations ? stations.length : 'none'}</p>,
}));
vi.mock('./VersionsChart', () => ({ VersionsChart: () => null }));

const FLEET = { stations: 0, online: 0, silent: 0, never: 0, lowBattery: 0, versions: [] };

/** The fleet's figures answer, and every list empty, but the stations' statuses answer 504. */
const statusesFailing = () =>
  vi.fn((request: Request) => {
    const path = new URL(request.url).pathname;
    const failing = path.endsWith('/basestations/status');
    const body = failing
      ? { statusCode: 504, message: 'The service did not answer in time' }
      : path.endsWith('/fleet')
        ? FLEET
        : [];
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: failing ? 504 : 200, headers: { 'content-type': 'application/json' } }),
    );
  });

describe('the Fleet tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the statuses could not be fetched, and gives the map no stations rather than none at all', async () => {
    vi.stubGlobal('fetch', statusesFailing());
    render(
      <Provider store={createStore()}>
        <FleetTab />
      </Provider>,
    );
    expect((await screen.findByText('Failed to fetch station statuses.')).getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('fleet-map').textContent).toBe('none');
  });
});
