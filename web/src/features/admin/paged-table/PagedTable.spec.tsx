import type { StationView } from '@storystump/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/base-api';
import { pagedListEndpoint } from '../../../api/paged-list';
import { stations } from '../../../api/routes/stations.generated';
import { createStore } from '../../../app/store';
import { listOf, serveLists } from './list-server';
import { PagedTable } from './PagedTable';
import { useListControls } from './use-list-controls';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({ stationsPageForTest: build.infiniteQuery(pagedListEndpoint(stations, 'list')) }),
});

function StationsList() {
  const controls = useListControls();
  const list = testApi.useStationsPageForTestInfiniteQuery(controls.query);
  return (
    <PagedTable
      label="Base stations"
      many="stations"
      searchLabel="Search stations"
      empty="No base stations yet. Add one with the form above."
      failure="Failed to fetch base stations."
      columns={[{ label: 'Base ID', sort: 'base_id' }, { label: 'Name', sort: 'friendly_name' }, { label: 'Latitude' }]}
      controls={controls}
      list={list}
      row={(station) => (
        <tr key={station._id} data-testid="row">
          <td>{station.base_id}</td>
          <td>{station.friendly_name}</td>
          <td>{station.latitude}</td>
        </tr>
      )}
    />
  );
}

const stationNo = (n: number): StationView => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  base_id: `stump-${String(n).padStart(4, '0')}`,
  friendly_name: n % 10 === 0 ? `Oak ${n}` : `Birch ${n}`,
  latitude: 51,
  longitude: -1,
  resting: false,
});

/** The stations list as the gateway pages it; every request's address is kept. */
function serve(rows: StationView[]) {
  return serveLists({
    '/api/basestations': listOf(rows, {
      searchIn: (row) => `${row.base_id} ${row.friendly_name}`,
      sorts: { base_id: (row) => row.base_id, friendly_name: (row) => row.friendly_name },
    }),
  });
}

const renderList = () =>
  render(
    <Provider store={createStore()}>
      <StationsList />
    </Provider>,
  );

const countText = () => screen.getByTestId('list-count').textContent;

describe('paged admin table', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a page with the whole count, and loads more by the cursor the Link header names until there is none', async () => {
    const asked = serve(Array.from({ length: 120 }, (_, i) => stationNo(i + 1)));
    renderList();
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(50));
    expect(countText()).toBe('Showing 50 of 120 stations');
    expect(asked[0]!.searchParams.get('limit')).toBe('50');
    expect(asked[0]!.searchParams.has('cursor')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(100));
    expect(asked.at(-1)!.searchParams.get('cursor')).toBe('50');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(countText()).toBe('Showing 120 of 120 stations'));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getAllByTestId('row').at(-1)!.textContent).toContain('stump-0120');
  });

  it('searches once typing pauses, and says when nothing matches', async () => {
    const asked = serve(Array.from({ length: 1234 }, (_, i) => stationNo(i + 1)));
    renderList();
    await waitFor(() => expect(countText()).toBe('Showing 50 of 1,234 stations'));
    fireEvent.change(screen.getByLabelText('Search stations'), { target: { value: 'oak' } });
    await waitFor(() => expect(countText()).toBe('Showing 50 of 123 stations matching "oak"'));
    expect(asked.at(-1)!.searchParams.get('q')).toBe('oak');
    expect(screen.getAllByTestId('row').every((row) => row.textContent!.includes('Oak'))).toBe(true);
    fireEvent.change(screen.getByLabelText('Search stations'), { target: { value: 'xyz' } });
    await waitFor(() => expect(screen.getByTestId('list-empty').textContent).toBe('No stations match "xyz".'));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('never counts the rows of the last search as the answer to the one still being asked', async () => {
    const asked = serve(Array.from({ length: 1234 }, (_, i) => stationNo(i + 1)));
    const answer = vi.mocked(fetch);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    renderList();
    fireEvent.change(screen.getByLabelText('Search stations'), { target: { value: 'oak' } });
    await waitFor(() => expect(countText()).toBe('Showing 50 of 123 stations matching "oak"'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        await held;
        return answer(request);
      }),
    );
    fireEvent.change(screen.getByLabelText('Search stations'), { target: { value: 'birch 7' } });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(countText()).toBe('Loading...');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(countText()).toBe('Showing 50 of 100 stations matching "birch 7"'));
    expect(asked.at(-1)!.searchParams.get('q')).toBe('birch 7');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBeNull();
  });

  it('sorts by a header, ascending then descending, saying so with aria-sort', async () => {
    const asked = serve(Array.from({ length: 60 }, (_, i) => stationNo(i + 1)));
    renderList();
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(50));
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    expect(header().getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('sort')).toBe('friendly_name'));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(screen.getAllByTestId('row')[0]!.textContent).toContain('Birch 1'));
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('sort')).toBe('-friendly_name'));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    await waitFor(() => expect(screen.getAllByTestId('row')[0]!.textContent).toContain('Oak 60'));
    expect(screen.getByRole('columnheader', { name: 'Latitude' }).querySelector('button')).toBeNull();
  });

  it('says what to do when the list is empty, and "about" when the count is an estimate', async () => {
    serve([]);
    renderList();
    await waitFor(() =>
      expect(screen.getByTestId('list-empty').textContent).toBe('No base stations yet. Add one with the form above.'),
    );
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json(
            Array.from({ length: 50 }, (_, i) => stationNo(i + 1)),
            { headers: { 'x-total-count': '120000', 'x-total-count-estimated': 'true' } },
          ),
        ),
      ),
    );
    renderList();
    await waitFor(() => expect(countText()).toBe('Showing 50 of about 120,000 stations'));
  });

  it("shows the list's failure text when it cannot be fetched", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ message: 'down' }, { status: 500 }))),
    );
    renderList();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch base stations.');
  });
});
