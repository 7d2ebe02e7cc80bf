import type { AuditEntryView } from '@storystump/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { listOf, serveLists, SHOWN_WITHIN } from '../paged-table/list-server';
import { AUDIT_REFRESH_MS, AuditTab } from './AuditTab';

const entry = (n: number, action = n % 2 ? 'station.created' : 'rollout.paused'): AuditEntryView => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  at: new Date(Date.UTC(2026, 10, 20) - n * 60_000).toISOString(),
  actor: { _id: '00000000-0000-4000-8000-900000000000', email: 'admin@example.test' },
  action,
  target: { type: action.startsWith('station') ? 'station' : 'rollout', id: String(n) },
  summary: `Change ${n}`,
});

const renderTab = () =>
  render(
    <Provider store={createStore()}>
      <AuditTab />
    </Provider>,
  );
const countText = () => screen.getByTestId('list-count').textContent;

describe('the Audit Log tab', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('pages the changes newest first with the whole count, searches them and filters by type', { timeout: 20_000 }, async () => {
    const entries = Array.from({ length: 130 }, (_, i) => entry(i + 1));
    const asked = serveLists({
      '/api/audit': listOf(entries, {
        searchIn: (row) => `${row.summary} ${row.action} ${row.actor.email}`,
        sorts: { at: (row) => row.at },
        filters: { type: (row, type) => row.target.type === type },
      }),
    });
    renderTab();
    await waitFor(() => expect(countText()).toBe('Showing 50 of 130 changes'), SHOWN_WITHIN);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ limit: '50', sort: '-at' });
    expect(screen.getAllByTestId('audit-row')[0]!.textContent).toContain('Change 1');

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'rollout' } });
    await waitFor(() => expect(countText()).toBe('Showing 50 of 65 changes'), SHOWN_WITHIN);
    expect(asked.at(-1)!.searchParams.get('type')).toBe('rollout');
    fireEvent.change(screen.getByLabelText("Search by summary, action or admin's e-mail"), { target: { value: 'change 12' } });
    await waitFor(() => expect(countText()).toBe('Showing 6 of 6 changes matching "change 12"'), SHOWN_WITHIN);
    expect(screen.getAllByTestId('audit-row').every((row) => row.textContent!.includes('rollout.paused'))).toBe(true);
  });

  it('shows a change recorded after the tab was opened, without being asked', async () => {
    const entries: AuditEntryView[] = [];
    serveLists({ '/api/audit': listOf(entries, { searchIn: (row) => row.summary }) });
    renderTab();
    expect((await screen.findByTestId('list-empty')).textContent).toMatch(/^No change recorded yet\./);
    // Reported by the service that made it, a moment after the tab loaded.
    entries.push(entry(1, 'rollout.cancelled'));
    await act(() => vi.advanceTimersByTimeAsync(AUDIT_REFRESH_MS));
    expect((await screen.findByRole('cell', { name: 'rollout.cancelled' })).tagName).toBe('TD');
    expect(countText()).toBe('Showing 1 of 1 changes');
  });
});
