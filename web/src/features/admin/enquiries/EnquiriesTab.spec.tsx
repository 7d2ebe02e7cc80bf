import type { EnquiryView } from '@storystump/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { listOf, serveLists, SHOWN_WITHIN } from '../paged-table/list-server';
import { EnquiriesTab } from './EnquiriesTab';

const contact = (n: number): EnquiryView => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'contact',
  email: `writer-${String(n).padStart(3, '0')}@example.test`,
  fields: { email: `writer-${String(n).padStart(3, '0')}@example.test`, message: `Question ${n}` },
  createdAt: new Date(Date.UTC(2026, 10, 20) - n * 1000).toISOString(),
  mailedAt: null,
});

const stump: EnquiryView = {
  _id: '00000000-0000-4000-8000-999999999999',
  kind: 'stump',
  email: 'hazel@example.test',
  fields: {
    firstName: 'Hazel',
    lastName: 'Nut',
    email: 'hazel@example.test',
    addressLine1: '1 Acorn Lane',
    city: 'Oakham',
    state: 'Rutland',
    postalCode: 'LE15 6AA',
    country: 'United Kingdom',
    shortDescription: 'An oak stump',
    treeStumpLocation: 'by the pond',
  },
  createdAt: new Date(Date.UTC(2026, 10, 21)).toISOString(),
  mailedAt: new Date(Date.UTC(2026, 10, 21, 0, 1)).toISOString(),
};

const renderTab = () =>
  render(
    <Provider store={createStore()}>
      <EnquiriesTab />
    </Provider>,
  );
const countText = () => screen.getByTestId('list-count').textContent;

describe('the Enquiries tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('pages the enquiries newest first, searches them, and writes what each asks', { timeout: 20_000 }, async () => {
    const asked = serveLists({
      '/api/contact/enquiries': listOf([stump, ...Array.from({ length: 120 }, (_, i) => contact(i + 1))], {
        searchIn: (row) => `${row.email} ${row.kind}`,
        sorts: { received: (row) => row.createdAt, email: (row) => row.email, kind: (row) => row.kind },
      }),
    });
    renderTab();
    await waitFor(() => expect(countText()).toBe('Showing 50 of 121 enquiries'), SHOWN_WITHIN);
    const pages = () => asked.filter((url) => url.pathname === '/api/contact/enquiries').map((url) => url.searchParams);
    expect(Object.fromEntries(pages()[0]!)).toEqual({ limit: '50', sort: '-received' });
    const first = screen.getAllByTestId('enquiry-row')[0]!.querySelectorAll('td');
    expect(first[1]!.textContent).toBe('Tree stump');
    expect(first[3]!.textContent).toBe(
      'Hazel Nut, 1 Acorn Lane, Oakham, Rutland, LE15 6AA, United Kingdom: An oak stump Stump: by the pond.',
    );
    expect(screen.getAllByTestId('enquiry-row')[1]!.querySelectorAll('td')[4]!.textContent).toBe('Not yet');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(countText()).toBe('Showing 100 of 121 enquiries'), SHOWN_WITHIN);

    fireEvent.change(screen.getByLabelText('Search by e-mail or kind'), { target: { value: 'writer-007' } });
    await waitFor(() => expect(countText()).toBe('Showing 1 of 1 enquiries matching "writer-007"'), SHOWN_WITHIN);
    expect(screen.getAllByTestId('enquiry-row')[0]!.querySelectorAll('td')[3]!.textContent).toBe('Question 7');
  });

  it('says what to do when there are none, and when the list cannot be fetched', async () => {
    serveLists({ '/api/contact/enquiries': listOf([], { searchIn: () => '' }) });
    renderTab();
    expect((await screen.findByTestId('list-empty')).textContent).toBe(
      'No enquiries yet. Tree stump enquiries from the shop and messages from the contact page appear here.',
    );
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ message: 'down' }, { status: 500 }))),
    );
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch enquiries.');
  });
});
