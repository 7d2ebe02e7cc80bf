import type { OrdersSummary, OrderView } from '@storystump/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { listOf, serveLists, SHOWN_WITHIN } from '../paged-table/list-server';
import { OrdersTab } from './OrdersTab';

const order = (id: string, email: string, extra: Partial<OrderView> = {}): OrderView => ({
  _id: id,
  number: 'SS-4F7K2Q',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'paid',
  email,
  lines: [{ productId: 'prod_fox', name: 'Fox', priceId: 'price_fox', priceName: null, quantity: 1, unitAmount: 2299 }],
  total: 2299,
  currency: 'gbp',
  mode: 'stripe',
  ...extra,
});

/** The gateway's answers: the orders given, the summary given; nothing else. */
function answerOrders(orders: OrderView[], summary: OrdersSummary = { orders: 2, paid: 2, paidTotal: 4598 }) {
  const answers: Record<string, unknown> = { '/api/orders': orders, '/api/orders/summary': summary };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request) => Promise.resolve(Response.json(answers[new URL(input.url).pathname] ?? []))),
  );
}

const renderTab = () =>
  render(
    <Provider store={createStore()}>
      <OrdersTab />
    </Provider>,
  );

describe('admin Orders tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('marks an order paid after its stock had gone as oversold, and only that one', async () => {
    answerOrders([
      order('00000000-0000-4000-8000-000000000001', 'late@example.test', { oversold: true }),
      order('00000000-0000-4000-8000-000000000002', 'on-time@example.test'),
    ]);
    renderTab();
    const rows = await screen.findAllByTestId('order-row');
    const statusOf = (email: string) =>
      rows.find((row) => row.textContent?.includes(email))!.querySelectorAll('td')[5]!.textContent;
    expect(statusOf('late@example.test')).toBe('Paid Oversold');
    expect(statusOf('on-time@example.test')).toBe('Paid');
  });

  it("says what every order came to, from the server's summary, not the page's sum, with separators", async () => {
    const page = Array.from({ length: 50 }, (_, i) =>
      order(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, `buyer${i}@example.test`),
    );
    answerOrders(page, { orders: 10_003, paid: 1_701, paidTotal: 10_854_416 });
    renderTab();
    expect((await screen.findByTestId('orders-totals')).textContent).toBe(
      '10,003 orders in all; 1,701 paid, totalling £108,544.16',
    );
  });

  it(
    'pages every order newest first with the whole count, searches them, filters by status and sorts by total',
    { timeout: 20_000 },
    async () => {
      const orders = Array.from({ length: 1234 }, (_, i) =>
        order(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, `buyer${i}@example.test`, {
          status: i % 10 === 0 ? 'refunded' : 'paid',
          total: 100 + i,
          createdAt: new Date(Date.UTC(2026, 10, 20) - i * 60_000).toISOString(),
        }),
      );
      const asked = serveLists(
        {
          '/api/orders': listOf(orders, {
            searchIn: (row) => `${row.email} ${row._id} ${row.status}`,
            sorts: { created: (row) => row.createdAt, total: (row) => row.total },
            filters: { status: (row, status) => row.status === status },
          }),
        },
        { '/api/orders/summary': { orders: 1234, paid: 1110, paidTotal: 123_456 } },
      );
      renderTab();
      await waitFor(() => expect(screen.getByTestId('list-count').textContent).toBe('Showing 50 of 1,234 orders'), SHOWN_WITHIN);
      expect(screen.getByTestId('orders-totals').textContent).toBe('1,234 orders in all; 1,110 paid, totalling £1,234.56');
      const ordersAsked = () => asked.filter((url) => url.pathname === '/api/orders').map((url) => url.searchParams);
      expect(Object.fromEntries(ordersAsked()[0]!)).toEqual({ limit: '50', sort: '-created' });
      expect(screen.getAllByTestId('order-row')[0]!.textContent).toContain('buyer0@example.test');

      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(screen.getByTestId('list-count').textContent).toBe('Showing 100 of 1,234 orders'), SHOWN_WITHIN);

      fireEvent.change(screen.getByLabelText('Search by e-mail, order number or state'), { target: { value: 'buyer12' } });
      await waitFor(
        () => expect(screen.getByTestId('list-count').textContent).toBe('Showing 45 of 45 orders matching "buyer12"'),
        SHOWN_WITHIN,
      );
      expect(ordersAsked().at(-1)!.get('q')).toBe('buyer12');

      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'refunded' } });
      await waitFor(
        () => expect(screen.getByTestId('list-count').textContent).toBe('Showing 5 of 5 orders matching "buyer12"'),
        SHOWN_WITHIN,
      );
      expect(ordersAsked().at(-1)!.get('status')).toBe('refunded');
      // The summary is over every order, whatever the list shows.
      expect(screen.getByTestId('orders-totals').textContent).toBe('1,234 orders in all; 1,110 paid, totalling £1,234.56');

      fireEvent.click(screen.getByRole('button', { name: /Total/ }));
      await waitFor(() => expect(ordersAsked().at(-1)!.get('sort')).toBe('total'), SHOWN_WITHIN);
      await waitFor(() => expect(screen.getAllByTestId('order-row')[0]!.textContent).toContain('buyer120@'), SHOWN_WITHIN);

      fireEvent.change(screen.getByLabelText('Search by e-mail, order number or state'), { target: { value: 'nobody' } });
      await waitFor(() => expect(screen.getByTestId('list-empty').textContent).toBe('No orders match "nobody".'), SHOWN_WITHIN);
    },
  );

  it('says what to do when there are no orders at all', async () => {
    serveLists(
      { '/api/orders': listOf([], { searchIn: () => '' }) },
      { '/api/orders/summary': { orders: 0, paid: 0, paidTotal: 0 } },
    );
    renderTab();
    expect((await screen.findByTestId('list-empty')).textContent).toBe(
      'No orders yet. They appear here once a shopper checks out.',
    );
  });
});
