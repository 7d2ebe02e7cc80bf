import type { OrdersSummary, OrderView } from '@storystump/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { OrdersTab } from './OrdersTab';

const order = (id: string, email: string, extra: Partial<OrderView> = {}): OrderView => ({
  _id: id,
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'paid',
  email,
  lines: [{ productId: 'prod_fox', name: 'Fox', priceId: 'price_fox', quantity: 1, unitAmount: 2299 }],
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
      rows.find((row) => row.textContent?.includes(email))!.querySelectorAll('td')[4]!.textContent;
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
});
