import type { RolloutSummary } from '@storystump/contracts';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { fleetApi } from './fleet.api';

describe('a change of a rollout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("goes to the route named by the change, and answers that route's reply", async () => {
    const fetch = vi.fn((_: Request) => Promise.resolve(Response.json({ _id: 'r1' })));
    vi.stubGlobal('fetch', fetch);
    const store = createStore();
    for (const change of ['pause', 'resume', 'cancel'] as const) {
      const result = await store.dispatch(fleetApi.endpoints.changeRollout.initiate({ id: 'r1', change }));
      expectTypeOf(result).toHaveProperty('data').toEqualTypeOf<RolloutSummary | undefined>();
    }
    expect(fetch.mock.calls.map(([request]) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/rollouts/r1/pause',
      'POST /api/rollouts/r1/resume',
      'POST /api/rollouts/r1/cancel',
    ]);
  });
});
