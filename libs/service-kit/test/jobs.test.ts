import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { QueueName } from '@storystump/contracts';
import { JobQueues, jobIdOf, RpcFailure } from '@storystump/service-kit';
import {
  rpcClientFor,
  startServiceInProcess,
  startTestInfrastructure,
  type RunningService,
  type TestInfrastructure,
} from '@storystump/testing';
import { PROBE_QUEUE, WorkerProbeModule, workLog, type ProbeJob } from './probes/worker.js';

// The probe's queue is the tests' own, not one of the system's declared queues.
const probeQueue = PROBE_QUEUE as QueueName;
const probeJob = (job: ProbeJob) => job as never;

let infra: TestInfrastructure;
const running: RunningService[] = [];

const startProbe = async (role?: 'all' | 'api' | 'worker') => {
  const service = await startServiceInProcess('probe', async () => WorkerProbeModule, infra.settings, { role });
  running.push(service);
  return service;
};

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) assert.fail(`not true within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

before(async () => {
  infra = await startTestInfrastructure();
});
after(async () => {
  await Promise.all(running.map((service) => service.stop().catch(() => undefined)));
  await infra?.stop();
});

describe('jobs on BullMQ', () => {
  it('makes job ids BullMQ accepts, the same for the same work', () => {
    assert.equal(jobIdOf('campaign-1', 'a@b.test'), 'campaign-1.a@b.test');
    assert.equal(jobIdOf('x:y'), 'x_y');
    assert.equal(jobIdOf(42), 'job-42');
  });

  it('runs a job enqueued twice with the same id once', async () => {
    const probe = await startProbe();
    const jobs = probe.app.get(JobQueues);
    const label = `twice-${randomUUID()}`;
    const jobId = jobIdOf('probe', label);
    await jobs.enqueue(probeQueue, probeJob({ label }), { jobId });
    await jobs.enqueue(probeQueue, probeJob({ label }), { jobId });
    await until(() => workLog.finished.includes(label));
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(workLog.started.filter((l) => l === label).length, 1);
    await probe.stop();
  });

  it('finishes the job in hand before the process stops', async () => {
    const probe = await startProbe();
    const label = `slow-${randomUUID()}`;
    const job = await probe.app.get(JobQueues).enqueue(probeQueue, probeJob({ label, takesMs: 1500 }), {
      jobId: jobIdOf('probe', label),
    });
    await until(() => workLog.started.includes(label));
    await probe.stop();
    assert.ok(workLog.finished.includes(label), 'the job ran to its end');
    const other = await startProbe('api');
    assert.equal(await other.app.get(JobQueues).queue(probeQueue).getJobState(job.id!), 'completed');
    await other.stop();
  });

  it('keeps one Job Scheduler however often it is declared, and runs it on schedule', async () => {
    const probe = await startProbe();
    const jobs = probe.app.get(JobQueues);
    const label = `repeat-${randomUUID()}`;
    await jobs.schedule(probeQueue, 'probe-repeat', { every: 300 }, probeJob({ label }));
    await jobs.schedule(probeQueue, 'probe-repeat', { every: 300 }, probeJob({ label }));
    assert.equal((await jobs.queue(probeQueue).getJobSchedulers()).length, 1);
    await until(() => workLog.finished.filter((l) => l === label).length >= 2);
    await jobs.queue(probeQueue).removeJobScheduler('probe-repeat');
    await probe.stop();
  });

  it('runs jobs but answers no requests in the worker role, and the reverse in the api role', async () => {
    const api = await startProbe('api');
    const worker = await startProbe('worker');
    const rpc = rpcClientFor(infra.settings);
    try {
      assert.equal(await rpc.send('probe.ping' as never, { requestId: randomUUID() }, undefined as never), 'pong');
      const label = `roles-${randomUUID()}`;
      await api.app.get(JobQueues).enqueue(probeQueue, probeJob({ label }), { jobId: jobIdOf('probe', label) });
      await until(() => workLog.finished.includes(label));

      await api.stop();
      const failure = await rpc.send('probe.ping' as never, { requestId: randomUUID() }, undefined as never).catch((e) => e);
      assert.ok(failure instanceof RpcFailure);
      assert.equal(failure.body.status, 503, 'the worker does not answer requests');
    } finally {
      await rpc.close();
      await worker.stop();
    }
  });
});
