import type { OrderView } from '@storystump/contracts';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { ordersApi } from './orders.api';

describe('the orders endpoints', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("ask the route's method and URL, the filters and a page's size as its query, and answer a page with its paging headers", async () => {
    const fetch = vi.fn((_: Request) =>
      Promise.resolve(
        Response.json([{ _id: 'o1' }], {
          headers: { 'x-total-count': '1234', link: '</api/orders?status=paid&limit=50&cursor=abc>; rel="next"' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const store = createStore();
    const result = await store.dispatch(ordersApi.endpoints.orderPages.initiate({ status: 'paid' }));
    const sent = new URL(fetch.mock.calls[0]![0].url);
    expect(fetch.mock.calls[0]![0].method).toBe('GET');
    expect(`${sent.pathname}${sent.search}`).toBe('/api/orders?status=paid&limit=50');
    expect(result.data?.pages).toEqual([{ items: [{ _id: 'o1' }], next: 'abc', total: 1234, estimated: false }]);
    expectTypeOf(result.data?.pages[0]?.items).toEqualTypeOf<OrderView[] | undefined>();
  });

  it('fill in the order to refund and the product whose stock is set', async () => {
    const fetch = vi.fn((_: Request) => Promise.resolve(Response.json({})));
    vi.stubGlobal('fetch', fetch);
    const store = createStore();
    await store.dispatch(ordersApi.endpoints.refundOrder.initiate('o 1'));
    await store.dispatch(ordersApi.endpoints.setStock.initiate({ id: 'prod_owl', stock: 3 }));
    const [refund, stock] = fetch.mock.calls.map(([request]) => request);
    expect([refund!.method, new URL(refund!.url).pathname]).toEqual(['POST', '/api/orders/o%201/refund']);
    expect([stock!.method, new URL(stock!.url).pathname]).toEqual(['PUT', '/api/products/prod_owl/stock']);
    expect(await stock!.json()).toEqual({ stock: 3 });
  });
});
