import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../../app/store';
import { DriftingClocks } from './DriftingClocks';

function serve(reply: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) =>
      new URL(request.url).pathname === '/api/fleet/clocks' ? Response.json(reply) : Response.json({}, { status: 404 }),
    ),
  );
}

const renderList = () =>
  render(
    <Provider store={createStore()}>
      <DriftingClocks refreshMs={60_000} />
    </Provider>,
  );

describe('the clocks that drift', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names each stump with how far its clock is off', async () => {
    serve({
      drifting: 2,
      stations: [
        {
          baseStationId: '00000000-0000-4000-8000-000000000001',
          base_id: 'stump-7',
          friendly_name: 'Crooked <b>Oak</b>',
          offsetSeconds: 2 * 86_400 + 3600,
          seenAt: new Date().toISOString(),
        },
        {
          baseStationId: '00000000-0000-4000-8000-000000000002',
          base_id: 'stump-9',
          friendly_name: 'Ash Grove',
          offsetSeconds: -300,
          seenAt: new Date().toISOString(),
        },
      ],
    });
    renderList();
    const rows = await screen.findAllByTestId('drifting-clock');
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['Crooked <b>Oak</b> (stump-7)', '2 days 1 h behind'],
      ['Ash Grove (stump-9)', '5 min ahead'],
    ]);
    expect(screen.getByText("2 stumps' clocks drift: their visits' times are corrected.")).toBeTruthy();
  });

  it('says when no clock drifts', async () => {
    serve({ drifting: 0, stations: [] });
    renderList();
    expect(await screen.findByText("No stump's clock drifts.")).toBeTruthy();
  });
});
