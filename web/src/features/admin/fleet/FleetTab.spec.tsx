import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { FleetTab } from './FleetTab';

// The map (OpenLayers) and the chart need a real browser: what is tested here is what the tab says.
vi.mock('./FleetMap', () => ({
  FleetMap: ({ marks }: { marks?: Record<string, number> }) => (
    <p data-testid="fleet-map">{marks ? JSON.stringify(marks) : 'none'}</p>
  ),
}));
vi.mock('./VersionsChart', () => ({ VersionsChart: () => null }));
// The configuration's part of the tab has its own browser test.
vi.mock('../config/FleetConfig', () => ({ FleetConfig: () => null }));
// So do the stumps' clocks and story packs.
vi.mock('./clocks/DriftingClocks', () => ({ DriftingClocks: () => null }));
vi.mock('./story-packs/MissingStoryPacks', () => ({ MissingStoryPacks: () => null }));

const MARKS = { failed: 3, silent: 1_200, lowBattery: 40, never: 757, online: 18_000 };
const FLEET = {
  stations: 20_000,
  online: 18_043,
  silent: 1_200,
  never: 757,
  lowBattery: 40,
  marks: MARKS,
  versions: [{ tag: 'v1.0.0', count: 19_243 }],
};
const VERSION = {
  _id: '00000000-0000-4000-8000-000000000001',
  tag: 'v2.0.0',
  uploadedAt: '2026-11-20T10:00:00.000Z',
  size: 10,
  sha256: 'a'.repeat(64),
};

/** Answers the fleet's figures, one version, no rollouts, and a count of stations matching; every request is kept. */
function serve(fleetStatus = 200) {
  const asked: Array<{ method: string; url: URL; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      asked.push({ method: request.method, url, body: request.method === 'POST' ? await request.json() : undefined });
      if (url.pathname === '/api/fleet')
        return fleetStatus === 200
          ? Response.json(FLEET)
          : Response.json({ statusCode: fleetStatus, message: 'The service did not answer in time' }, { status: fleetStatus });
      if (url.pathname === '/api/versions') return Response.json([VERSION]);
      if (url.pathname === '/api/basestations/status') return Response.json([], { headers: { 'x-total-count': '1234' } });
      if (url.pathname === '/api/rollouts' && request.method === 'POST')
        return Response.json({ _id: VERSION._id, tag: 'v2.0.0', target: 1234 }, { status: 201 });
      return Response.json([]);
    }),
  );
  return asked;
}

function renderTab() {
  render(
    <Provider store={createStore()}>
      <FleetTab />
    </Provider>,
  );
}

describe('the Fleet tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("draws its cards and the map's legend from the fleet's figures, and downloads no station list", async () => {
    const asked = serve();
    renderTab();
    expect((await screen.findByTestId('fleet-stations')).textContent).toBe('20,000Stations');
    expect(screen.getByTestId('fleet-map').textContent).toBe(JSON.stringify(MARKS));
    await waitFor(() => expect(asked.some((request) => request.url.pathname === '/api/rollouts')).toBe(true));
    expect(asked.filter((request) => request.url.pathname.startsWith('/api/basestations'))).toEqual([]);
  });

  it('says the fleet could not be loaded, and gives the map no counts rather than zeros', async () => {
    serve(504);
    renderTab();
    expect((await screen.findByText('Failed to load the fleet.')).getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('fleet-map').textContent).toBe('none');
  });

  it('starts a rollout on the stations matching a search, a state and a running version, counted first', async () => {
    const asked = serve();
    renderTab();
    await screen.findByRole('option', { name: 'v2.0.0' });
    fireEvent.change(screen.getByLabelText('Version'), { target: { value: VERSION._id } });
    fireEvent.change(screen.getByLabelText('Target'), { target: { value: 'matching' } });
    expect(screen.getByTestId('rollout-matching').textContent).toBe('Give a search, a state or a running version.');
    fireEvent.change(screen.getByLabelText('Search (base ID or name)'), { target: { value: ' oak ' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'online' } });
    await screen.findByRole('option', { name: 'v1.0.0' });
    fireEvent.change(screen.getByLabelText('Running version'), { target: { value: 'v1.0.0' } });
    await waitFor(() => expect(screen.getByTestId('rollout-matching').textContent).toBe('1,234 stations match.'));
    const counted = asked.filter((request) => request.url.pathname === '/api/basestations/status');
    expect(Object.fromEntries(counted.at(-1)!.url.searchParams)).toEqual({
      q: 'oak',
      state: 'online',
      runningVersion: 'v1.0.0',
      limit: '1',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Start rollout' }));
    await screen.findByText('Rollout of v2.0.0 started on 1,234 stations.');
    const created = asked.find((request) => request.method === 'POST' && request.url.pathname === '/api/rollouts');
    expect(created?.body).toEqual({
      versionId: VERSION._id,
      filter: { q: 'oak', state: 'online', runningVersion: 'v1.0.0' },
      phases: [10, 50, 100],
      failureThreshold: 10,
    });
  });
});
