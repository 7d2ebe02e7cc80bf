import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Registry, type Metric } from 'prom-client';
import { RequestTallies } from './request-tallies.js';

function scraped() {
  const tallies = new RequestTallies(
    [0.01, 0.1],
    { counter: 'test_requests_total', histogram: 'test_duration_seconds' },
    {
      counter: 'Requests.',
      histogram: 'Time.',
    },
  );
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'gateway' });
  for (const metric of tallies.metrics()) registry.registerMetric(metric as unknown as Metric);
  return { tallies, registry };
}

describe('RequestTallies', () => {
  it('shows each route and outcome as a Prometheus counter and a histogram with cumulative buckets', async () => {
    const { tallies, registry } = scraped();
    tallies.record('http', '/api/health/live', '200', 0.004);
    tallies.record('http', '/api/health/live', '200', 0.05);
    tallies.record('http', '/api/health/live', '200', 3);
    tallies.record('http', '/api/users/me', '401', 0.01);
    const text = await registry.metrics();
    const lines = text.split('\n');
    const live = 'kind="http",route="/api/health/live",outcome="200"';
    for (const expected of [
      '# TYPE test_requests_total counter',
      `test_requests_total{${live},service="gateway"} 3`,
      'test_requests_total{kind="http",route="/api/users/me",outcome="401",service="gateway"} 1',
      '# TYPE test_duration_seconds histogram',
      `test_duration_seconds_bucket{${live},le="0.01",service="gateway"} 1`,
      `test_duration_seconds_bucket{${live},le="0.1",service="gateway"} 2`,
      `test_duration_seconds_bucket{${live},le="+Inf",service="gateway"} 3`,
      `test_duration_seconds_sum{${live},service="gateway"} 3.054`,
      `test_duration_seconds_count{${live},service="gateway"} 3`,
      // A time exactly on a bound is counted in that bound's bucket.
      'test_duration_seconds_bucket{kind="http",route="/api/users/me",outcome="401",le="0.01",service="gateway"} 1',
    ]) {
      assert.ok(lines.includes(expected), `missing ${expected} in\n${text}`);
    }
  });

  it('starts again from nothing when the registry is reset', async () => {
    const { tallies, registry } = scraped();
    tallies.record('nats', 'identity.users.get', 'ok', 0.001);
    registry.resetMetrics();
    assert.doesNotMatch(await registry.metrics(), /identity\.users\.get/);
  });
});
