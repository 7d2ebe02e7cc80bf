import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Counter, Histogram, Registry, type Metric } from 'prom-client';
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
      `test_duration_seconds_bucket{le="0.01",service="gateway",${live}} 1`,
      `test_duration_seconds_bucket{le="0.1",service="gateway",${live}} 2`,
      `test_duration_seconds_bucket{le="+Inf",service="gateway",${live}} 3`,
      `test_duration_seconds_sum{service="gateway",${live}} 3.054`,
      `test_duration_seconds_count{service="gateway",${live}} 3`,
      // A time exactly on a bound is counted in that bound's bucket.
      'test_duration_seconds_bucket{le="0.01",service="gateway",kind="http",route="/api/users/me",outcome="401"} 1',
    ]) {
      assert.ok(lines.includes(expected), `missing ${expected} in\n${text}`);
    }
  });

  it("reads exactly as prom-client's own Counter and Histogram fed the same requests", async () => {
    const observations: Array<[string, string, string, number]> = [
      ['http', '/api/health/live', '200', 0.004],
      ['http', '/api/health/live', '200', 0.1],
      ['http', '/api/users/me', '401', 7],
      ['nats', 'identity.users.login', 'error', 0.02],
    ];
    const { tallies, registry } = scraped();
    const reference = new Registry();
    reference.setDefaultLabels({ service: 'gateway' });
    const labelNames = ['kind', 'route', 'outcome'] as const;
    const counter = new Counter({ name: 'test_requests_total', help: 'Requests.', labelNames, registers: [reference] });
    const histogram = new Histogram({
      name: 'test_duration_seconds',
      help: 'Time.',
      labelNames,
      buckets: [0.01, 0.1],
      registers: [reference],
    });
    for (const [kind, route, outcome, seconds] of observations) {
      tallies.record(kind, route, outcome, seconds);
      counter.inc({ kind, route, outcome });
      histogram.observe({ kind, route, outcome }, seconds);
    }
    assert.equal(await registry.metrics(), await reference.metrics());
  });

  it('starts again from nothing when the registry is reset', async () => {
    const { tallies, registry } = scraped();
    tallies.record('nats', 'identity.users.get', 'ok', 0.001);
    registry.resetMetrics();
    assert.doesNotMatch(await registry.metrics(), /identity\.users\.get/);
  });
});
