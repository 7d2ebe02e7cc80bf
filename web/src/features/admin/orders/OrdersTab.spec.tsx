import type { OrderView } from '@storystump/contracts';
import { render, screen } from '@testing-library/react';
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

/** The gateway's answers: two paid orders, one of them oversold; nothing else. */
function answerOrders(orders: OrderView[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request) => Promise.resolve(Response.json(new URL(input.url).pathname === '/api/orders' ? orders : []))),
  );
}

describe('admin Orders tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks an order paid after its stock had gone as oversold, and only that one', async () => {
    answerOrders([
      order('00000000-0000-4000-8000-000000000001', 'late@example.test', { oversold: true }),
      order('00000000-0000-4000-8000-000000000002', 'on-time@example.test'),
    ]);
    render(
      <Provider store={createStore()}>
        <OrdersTab />
      </Provider>,
    );
    const rows = await screen.findAllByTestId('order-row');
    const statusOf = (email: string) =>
      rows.find((row) => row.textContent?.includes(email))!.querySelectorAll('td')[4]!.textContent;
    expect(statusOf('late@example.test')).toBe('Paid Oversold');
    expect(statusOf('on-time@example.test')).toBe('Paid');
  });
});
