import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { MapPage } from './MapPage';

// The map itself (OpenLayers) needs a canvas: what is tested here is the counter.
vi.mock('./components/StationsMap', () => ({ StationsMap: () => null }));

const answering = (status: number, body: unknown) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));

function renderMapPage() {
  render(
    <Provider store={createStore()}>
      <MapPage />
    </Provider>,
  );
}

describe('the map page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("counts every station, with thousands separators: the whole world's clusters added up", async () => {
    const station = { count: 1, _id: 's1', base_id: 'oak-1', friendly_name: 'Oak', latitude: 52, longitude: -1 };
    const fetch = answering(200, [station, { count: 10_002, latitude: 51.5, longitude: -0.1 }]);
    vi.stubGlobal('fetch', fetch);
    renderMapPage();
    expect(screen.getByTestId('station-count').textContent).toBe('…');
    await waitFor(() => expect(screen.getByTestId('station-count').textContent).toBe('10,003'));
    const asked = new URL((fetch.mock.calls[0] as unknown as [Request])[0].url);
    expect([asked.pathname, asked.searchParams.get('bbox'), asked.searchParams.get('zoom')]).toEqual([
      '/api/basestations',
      '-180,-90,180,90',
      '0',
    ]);
  });

  it('says the stations could not be loaded instead of counting none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', answering(504, { statusCode: 504, message: 'The service did not answer in time' }));
    renderMapPage();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toBe('Base Stations: could not be loaded, please try again later.');
    expect(screen.queryByTestId('station-count')).toBeNull();
  });
});
