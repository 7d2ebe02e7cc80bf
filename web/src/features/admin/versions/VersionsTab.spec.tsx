import type { VersionView } from '@storystump/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { listOf, serveLists, SHOWN_WITHIN } from '../paged-table/list-server';
import { VersionsTab } from './VersionsTab';

const version = (n: number): VersionView => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  tag: `v1.${n}.0`,
  uploadedAt: new Date(Date.UTC(2026, 10, 20) - n * 60_000).toISOString(),
  size: 1024 * 1024 * n,
  sha256: 'a'.repeat(64),
});

const renderTab = () =>
  render(
    <Provider store={createStore()}>
      <VersionsTab />
    </Provider>,
  );
const countText = () => screen.getByTestId('list-count').textContent;

describe('the Version Upload tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('pages the versions newest first with the whole count, searches by tag and sorts by size', { timeout: 20_000 }, async () => {
    const asked = serveLists({
      '/api/versions': listOf(
        Array.from({ length: 75 }, (_, i) => version(i + 1)),
        {
          searchIn: (row) => row.tag,
          sorts: { tag: (row) => row.tag, uploaded: (row) => row.uploadedAt, size: (row) => row.size },
        },
      ),
    });
    renderTab();
    await waitFor(() => expect(countText()).toBe('Showing 50 of 75 versions'), SHOWN_WITHIN);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ limit: '50', sort: '-uploaded' });
    const rows = () => screen.getAllByTestId('version-row');
    expect(rows()[0]!.textContent).toContain('v1.1.0');
    expect(rows()[0]!.textContent).toContain('1 MB');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(countText()).toBe('Showing 75 of 75 versions'), SHOWN_WITHIN);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Search by tag'), { target: { value: 'v1.7' } });
    await waitFor(() => expect(countText()).toBe('Showing 7 of 7 versions matching "v1.7"'), SHOWN_WITHIN);
    fireEvent.click(screen.getByRole('button', { name: /Size/ }));
    fireEvent.click(screen.getByRole('button', { name: /Size/ }));
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('sort')).toBe('-size'), SHOWN_WITHIN);
    await waitFor(() => expect(rows()[0]!.textContent).toContain('v1.75.0'), SHOWN_WITHIN);
    expect(rows()[0]!.textContent).toContain('75 MB');
  });

  it('says what to do when there is no version yet', async () => {
    serveLists({ '/api/versions': listOf([], { searchIn: () => '' }) });
    renderTab();
    expect((await screen.findByTestId('list-empty')).textContent).toBe(
      'No versions yet. Upload a tag and its .zip with the form above.',
    );
  });
});
