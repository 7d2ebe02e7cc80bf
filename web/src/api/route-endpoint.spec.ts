import type { AuditEntryView, IdentityRoutes, RolloutSummary, RouteBody, StationView } from '@storystump/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { replyOf, requestFor, routeEndpoint } from './route-endpoint';
import { audit } from './routes/audit.generated';
import { identity } from './routes/identity.generated';
import { orders } from './routes/orders.generated';
import { rollouts } from './routes/rollouts.generated';
import { stations } from './routes/stations.generated';

describe('requests derived from a route name', () => {
  it("take the route's method and path, its parameters filled in and URL-encoded", () => {
    const station = { base_id: 'oak', friendly_name: 'Oak', latitude: 1, longitude: 2 };
    expect(requestFor(stations, 'update', { params: { id: 'a b/c' }, body: station })).toEqual({
      url: 'basestations/a%20b%2Fc',
      method: 'PUT',
      body: station,
    });
    expect(requestFor(rollouts, 'pause', { params: { id: 'r1' } })).toEqual({ url: 'rollouts/r1/pause', method: 'POST' });
    expect(requestFor(orders, 'list', { query: { limit: 5 } })).toEqual({ url: 'orders', method: 'GET', params: { limit: 5 } });
  });

  it("send a GET's argument as its query and another method's as its body", () => {
    expect(routeEndpoint(audit, 'list').query({ limit: 3 })).toEqual({ url: 'audit', method: 'GET', params: { limit: 3 } });
    expect(routeEndpoint(identity, 'login').query({ email: 'e@example.test', password: 'pw' })).toEqual({
      url: 'auth/login',
      method: 'POST',
      body: { email: 'e@example.test', password: 'pw' },
    });
    expect(routeEndpoint(stations, 'list').query()).toEqual({ url: 'basestations', method: 'GET' });
  });

  it('type each endpoint by its route', () => {
    expectTypeOf(routeEndpoint(audit, 'list').transformResponse).returns.toEqualTypeOf<AuditEntryView[]>();
    expectTypeOf(routeEndpoint(stations, 'update').transformResponse).returns.toEqualTypeOf<StationView>();
    expectTypeOf(replyOf<'rollouts', 'pause' | 'cancel'>).returns.toEqualTypeOf<RolloutSummary>();
    expectTypeOf(routeEndpoint(orders, 'refund', (id: string) => ({ params: { id } })).query)
      .parameter(0)
      .toEqualTypeOf<string>();
    expectTypeOf(routeEndpoint(identity, 'login').query).parameter(0).toEqualTypeOf<RouteBody<typeof IdentityRoutes.login>>();
    const unsent = () => [
      // @ts-expect-error a route that is not in its group
      requestFor(stations, 'promote'),
      // @ts-expect-error a route with a path parameter needs it
      requestFor(stations, 'remove'),
    ];
    expect(unsent).toBeTypeOf('function');
  });
});
