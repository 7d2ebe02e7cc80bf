import type { OrderView } from '@storystump/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenReceived } from '../../api/session.slice';
import { createStore } from '../../app/store';
import { listOf, serveLists, SHOWN_WITHIN } from '../admin/paged-table/list-server';
import { YourOrders } from './YourOrders';

const order = (n: number): OrderView => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  number: `SS-${String(n).padStart(6, '0')}`,
  createdAt: new Date(Date.UTC(2026, 10, 20) - n * 60_000).toISOString(),
  status: 'paid',
  email: 'hazel@families.example.com',
  lines: [{ productId: 'prod_owl', name: 'Owl', priceId: 'price_owl', priceName: null, quantity: 1, unitAmount: 1999 }],
  total: 1999,
  currency: 'gbp',
  mode: 'demo',
});

/** A family that has ordered more than a page holds. */
const ORDERS = Array.from({ length: 120 }, (_, i) => order(i + 1));

function renderOrders() {
  const asked = serveLists({
    '/api/orders/mine': listOf(ORDERS, {
      searchIn: (row) => `${row.number} ${row.status}`,
      sorts: { created: (row) => row.createdAt, total: (row) => row.total },
    }),
  });
  const store = createStore();
  store.dispatch(tokenReceived('a-family-token'));
  render(
    <Provider store={store}>
      <YourOrders />
    </Provider>,
  );
  return asked;
}

const shown = () => screen.getAllByTestId('my-order').map((row) => row.firstChild?.textContent);

describe('your orders', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(`shows the first page of a family's orders and every one of them through "Load more"`, { timeout: 20_000 }, async () => {
    const asked = renderOrders();
    await waitFor(() => expect(shown()).toHaveLength(50), SHOWN_WITHIN);
    const pages = asked.filter((url) => url.pathname === '/api/orders/mine');
    expect(Object.fromEntries(pages[0]!.searchParams)).toEqual({ limit: '50' });
    expect(shown()[0]).toBe('SS-000001');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shown()).toHaveLength(100), SHOWN_WITHIN);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shown()).toHaveLength(120), SHOWN_WITHIN);
    expect(new Set(shown()).size).toBe(120);
    expect(shown().at(-1)).toBe('SS-000120');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
