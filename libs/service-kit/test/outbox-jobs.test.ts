import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { QueueName } from '@storystump/contracts';
import { jobIdOf, Outbox } from '@storystump/service-kit';
import {
  startRedisServer,
  startServiceInProcess,
  startTestInfrastructure,
  type RunningService,
  type TestInfrastructure,
  type TestRedisServer,
} from '@storystump/testing';
import { DataSource } from 'typeorm';
import { OutboxJobsProbeModule } from './probes/outbox-jobs.js';
import { PROBE_QUEUE, workLog, type ProbeJob } from './probes/worker.js';

const probeQueue = PROBE_QUEUE as QueueName;

let infra: TestInfrastructure;
let redis: TestRedisServer;
let probe: RunningService;

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail(`not true within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A change and a job written in one transaction, as a service does. */
function changeWithJob(label: string, afterwards: () => void = () => undefined) {
  return probe.app.get(Outbox).transaction(async (tx, _emit, enqueue) => {
    await tx.query('SELECT 1');
    await enqueue(probeQueue, { label } satisfies ProbeJob as never, { jobId: jobIdOf('probe', label) });
    afterwards();
  });
}

const waitingRows = async () =>
  ((await probe.app.get(DataSource).query(`SELECT count(*)::int AS n FROM "outboxjobs"."outbox_jobs"`)) as [{ n: number }])[0].n;

before(async () => {
  infra = await startTestInfrastructure();
  // A Redis of the test's own, to take away; durable, as production's keeps its queues.
  redis = await startRedisServer({ durable: true });
  probe = await startServiceInProcess('outboxjobs', async () => OutboxJobsProbeModule, {
    ...infra.settings,
    REDIS_URL: redis.url,
  });
});
after(async () => {
  await probe?.stop().catch(() => undefined);
  await redis?.stop();
  await infra?.stop();
});

describe('jobs written through the outbox', () => {
  it('are queued once their change commits, and worked once', async () => {
    const label = `committed-${randomUUID()}`;
    await changeWithJob(label);
    await until(() => workLog.finished.includes(label));
    await until(async () => (await waitingRows()) === 0);
    assert.equal(workLog.started.filter((l) => l === label).length, 1);
  });

  it('are never queued for a change that was rolled back', async () => {
    const label = `rolled-back-${randomUUID()}`;
    await assert.rejects(
      changeWithJob(label, () => {
        throw new Error('the change fails after its job was written');
      }),
      /the change fails/,
    );
    await new Promise((r) => setTimeout(r, 1500));
    assert.ok(!workLog.started.includes(label));
    assert.equal(await waitingRows(), 0);
  });

  it('wait in the database while Redis is away, and are queued when it returns', async () => {
    await redis.pause();
    const label = `redis-away-${randomUUID()}`;
    try {
      await changeWithJob(label);
      await new Promise((r) => setTimeout(r, 1000));
      assert.equal(await waitingRows(), 1, 'the job waits in the outbox');
    } finally {
      await redis.resume();
    }
    await until(() => workLog.finished.includes(label), 20_000);
    await until(async () => (await waitingRows()) === 0);
  });
});
