import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  eventually,
  startServiceInProcess,
  startTestInfrastructure,
  type RunningService,
  type TestInfrastructure,
} from '@storystump/testing';
import { OpsServer } from '@storystump/service-kit';
import { ListenerModule } from './probes/listener.js';

let infra: TestInfrastructure;
let listener: RunningService;
let port: number;

const ready = async () => {
  const res = await fetch(`http://127.0.0.1:${port}/health/ready`);
  return { status: res.status, body: (await res.json()) as { status: string; checks: Record<string, string> } };
};

before(async () => {
  infra = await startTestInfrastructure();
  listener = await startServiceInProcess('listener', async () => ListenerModule, infra.settings, {
    settings: { METRICS_PORT: '0' },
  });
  port = listener.app.get(OpsServer).port!;
});
after(async () => {
  await listener?.stop();
  await infra?.stop();
});

describe('readiness on the metrics port', () => {
  it('is 503 naming NATS while NATS is away, and ready again once it is back', async () => {
    assert.deepEqual(await ready(), { status: 200, body: { status: 'ok', checks: { database: 'ok', nats: 'ok' } } });
    const live = await fetch(`http://127.0.0.1:${port}/health/live`);
    assert.equal(live.status, 200);
    await infra.nats.pause();
    try {
      const away = await eventually(ready, (res) => res.status === 503, 10_000);
      assert.deepEqual(away.body, { status: 'down', checks: { database: 'ok', nats: 'down' } });
      assert.equal((await fetch(`http://127.0.0.1:${port}/health/live`)).status, 200, 'still alive: nothing to restart');
    } finally {
      await infra.nats.resume();
    }
    await eventually(ready, (res) => res.status === 200, 15_000);
  });
});
