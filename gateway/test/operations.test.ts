import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  SummaryOps,
  CatalogQueues,
  ProductOps,
  CharacterTypeOps,
  DevicesEvents,
  StationOps,
  EVENTS_STREAM,
  IdentityEvents,
  UserOps,
  MarketingQueues,
  CampaignOps,
  InterestOps,
  NODE_FLAGS,
  SERVICE_NAMES,
  TRACKED_EVENTS_SUBJECT,
  type RpcSubject,
  AnalyticsRoutes,
  IdentityRoutes,
  StationRoutes,
} from '@storystump/contracts';
import { JobQueues, readInfraConfig, RedisConnections, type RpcClient } from '@storystump/service-kit';
import { createTestDatabase, eventually, rpcClientFor, startSystem, type OwnSystem, apiClient } from '@storystump/testing';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { signInAsAdmin } from './sessions.js';

const PROCESSES = ['gateway', ...SERVICE_NAMES] as const;
const ADMIN_CTX = { requestId: randomUUID(), actor: { id: randomUUID(), role: 'admin' as const } };
const day = new Date().toISOString().slice(0, 10);

/** A request each service answers from its own tables, so a lock on them holds it in flight. */
const READS: Partial<Record<(typeof SERVICE_NAMES)[number], [RpcSubject, unknown]>> = {
  identity: [UserOps.list.subject, undefined],
  catalog: [ProductOps.list.subject, undefined],
  devices: [StationOps.list.subject, undefined],
  characters: [CharacterTypeOps.list.subject, undefined],
  marketing: [InterestOps.list.subject, undefined],
  analytics: [SummaryOps.get.subject, { startDate: day, endDate: day }],
};

let system: OwnSystem;
let rpc: RpcClient;
let redis: RedisConnections;
let jobQueues: JobQueues;
let db: pg.Client;
const ports = new Map<string, number>();

const ops = async (name: string, path: string) => {
  const res = await fetch(`http://127.0.0.1:${ports.get(name)}${path}`);
  return { status: res.status, text: await res.text() };
};

/** Runs statements in a transaction left open, holding their locks until released. */
async function holdInTransaction(...statements: [string, unknown[]?][]): Promise<() => Promise<void>> {
  const holder = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await holder.connect();
  await holder.query('BEGIN');
  for (const [sql, values] of statements) await holder.query(sql, values);
  return async () => {
    await holder.query('COMMIT');
    await holder.end();
  };
}

/** Holds every table of a schema until released, as a long query would. */
async function lockSchema(schema: string): Promise<() => Promise<void>> {
  const { rows } = await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = $1`, [schema]);
  return holdInTransaction([`LOCK TABLE ${rows.map((r) => `"${schema}"."${r.name}"`).join(', ')} IN ACCESS EXCLUSIVE MODE`]);
}

const exitOf = (name: string) => system.stopProcess(name, 'SIGTERM');

/** The metrics ports a process took (any free one, METRICS_PORT=0), in the order it started. */
async function metricsPortsOf(name: string): Promise<number[]> {
  const log = await readFile(join(system.logDir, `${name}.log`), 'utf8').catch(() => '');
  return [...log.matchAll(/"msg":"Metrics and probes on port (\d+)"/g)].map((match) => Number(match[1]));
}

/** Waits until the process has started more than `earlier` times, and notes its metrics port. */
async function discoverPort(name: string, earlier = 0): Promise<void> {
  const taken = await eventually(
    () => metricsPortsOf(name),
    (found) => found.length > earlier,
    30_000,
  );
  ports.set(name, taken.at(-1)!);
}

/** Starts the processes an earlier test stopped, and waits until they are ready. */
async function restart(...names: string[]): Promise<void> {
  const stopped = names.filter((name) => system.pidOf(name) === undefined);
  for (const name of stopped) {
    const earlier = (await metricsPortsOf(name)).length;
    system.startProcess(name);
    await discoverPort(name, earlier);
  }
  for (const name of stopped) {
    await eventually(
      () => ops(name, '/health/ready').catch(() => ({ status: 0, text: '' })),
      (res) => res.status === 200,
      30_000,
    );
  }
}

/**
 * Writes an event into a service's outbox as its own transaction would, while holding the outbox
 * so the relay's next read waits on it; SIGTERM comes before the release. The relay must publish
 * the event to JetStream and clear the row before the process exits.
 */
async function relayFinishesEventInHand(service: string, subject: string, payload: object): Promise<void> {
  await restart(service);
  const id = randomUUID();
  const release = await holdInTransaction(
    [`LOCK TABLE "${service}".outbox_events IN ACCESS EXCLUSIVE MODE`],
    [`INSERT INTO "${service}".outbox_events (id, subject, payload) VALUES ($1, $2, $3)`, [id, subject, payload]],
  );
  // The relay reads the outbox every second: by now its read waits on the lock.
  await pause(1500);
  const exited = exitOf(service);
  await pause(1500);
  await release();
  await exited;
  const left = await db.query(`SELECT count(*)::int AS n FROM "${service}".outbox_events WHERE id = $1`, [id]);
  assert.equal(left.rows[0].n, 0, 'the outbox row was cleared');
  const nats = await connect({ servers: system.settings.NATS_URL });
  try {
    const published = await (await jetstreamManager(nats)).streams.getMessage(EVENTS_STREAM, { last_by_subj: subject });
    assert.equal(published?.header?.get('Nats-Msg-Id'), id);
    assert.deepEqual(published?.json(), payload);
  } finally {
    await nats.close();
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

before(async () => {
  system = await startSystem({
    settings: {},
    processSettings: Object.fromEntries(
      PROCESSES.map((name) => [
        name,
        // The catalog sweeps for expired orders every second, so a sweep is soon in hand.
        {
          METRICS_PORT: '0',
          LOG_LEVEL: 'debug',
          ...(name === 'catalog' && { ORDER_EXPIRY_SWEEP_MS: '1000' }),
        },
      ]),
    ),
  });
  for (const name of PROCESSES) await discoverPort(name);
  rpc = rpcClientFor(system.settings);
  redis = new RedisConnections(readInfraConfig(system.settings));
  jobQueues = new JobQueues(redis);
  db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
});
after(async () => {
  await db?.end();
  await rpc?.close();
  await jobQueues?.beforeApplicationShutdown();
  await redis?.onApplicationShutdown();
  await system?.stop();
});

describe('what ops probe and scrape, on each process’s metrics port', () => {
  it('answers liveness, and readiness with the database, NATS and Redis each process uses', async () => {
    const expected: Record<string, string[]> = {
      gateway: ['nats', 'redis'],
      identity: ['database', 'nats', 'redis'],
      catalog: ['database', 'nats', 'redis'],
      devices: ['database', 'nats', 'redis'],
      characters: ['database', 'nats', 'redis'],
      marketing: ['database', 'nats', 'redis'],
      analytics: ['database', 'nats', 'redis'],
    };
    for (const name of PROCESSES) {
      assert.equal((await ops(name, '/health/live')).status, 200, name);
      const ready = await ops(name, '/health/ready');
      assert.equal(ready.status, 200, `${name}: ${ready.text}`);
      const { checks } = JSON.parse(ready.text) as { checks: Record<string, string> };
      assert.deepEqual(Object.keys(checks).sort(), expected[name], name);
      assert.ok(
        Object.values(checks).every((state) => state === 'ok'),
        `${name}: ${ready.text}`,
      );
    }
  });

  it('counts and times requests by route at the gateway and by subject in the services', async () => {
    const call = apiClient(system.baseUrl);
    await signInAsAdmin(call, system);
    const gateway = (await ops('gateway', '/metrics')).text;
    assert.match(
      gateway,
      /storystump_requests_total\{kind="http",route="\/api\/auth\/login",outcome="200",service="gateway"\} 1/,
    );
    assert.match(
      gateway,
      /storystump_request_duration_seconds_bucket\{le="[0-9.]+",service="gateway",kind="http",route="\/api\/auth\/login"/,
    );
    const identity = (await ops('identity', '/metrics')).text;
    assert.match(
      identity,
      /storystump_requests_total\{kind="nats",route="identity\.users\.login",outcome="ok",service="identity"\} 1/,
    );
    assert.match(identity, /process_resident_memory_bytes\{service="identity"\}/);
  });

  it('logs one request under one id, from the gateway through the services it reaches', async () => {
    const call = apiClient(system.baseUrl);
    const token = await signInAsAdmin(call, system);
    const res = await call(IdentityRoutes.listUsers, { token });
    assert.equal(res.status, 200);
    const requestId = res.headers.get('x-request-id');
    assert.ok(requestId);
    const linesOf = async (name: string) =>
      (await readFile(join(system.logDir, `${name}.log`), 'utf8'))
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { requestId?: string; service: string; msg: string });
    const gateway = await eventually(
      async () => (await linesOf('gateway')).filter((line) => line.requestId === requestId),
      (lines) => lines.length > 0,
    );
    assert.match(gateway[0]!.msg, /^GET \/api\/users 200 in [0-9.]+ ms$/);
    const identity = await eventually(
      async () => (await linesOf('identity')).filter((line) => line.requestId === requestId),
      (lines) => lines.length > 0,
    );
    assert.match(identity[0]!.msg, /^identity\.users\.list ok in [0-9.]+ ms$/);
    assert.equal(identity[0]!.service, 'identity');
  });

  it('counts, times and logs the answers the gateway holds in memory (the front page and liveness) as it does every other', async () => {
    const countOf = async (route: string) => {
      const metrics = (await ops('gateway', '/metrics')).text;
      const line = metrics
        .split('\n')
        .find((l) => l.startsWith(`storystump_requests_total{kind="http",route="${route}",outcome="200"`));
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const before = { page: await countOf('/'), live: await countOf('/api/health/live') };
    const page = await fetch(`${system.baseUrl}/`);
    await page.arrayBuffer();
    const live = await fetch(`${system.baseUrl}/api/health/live`);
    assert.deepEqual(await live.json(), { status: 'ok' });
    assert.equal(await countOf('/'), before.page + 1);
    assert.equal(await countOf('/api/health/live'), before.live + 1);
    const metrics = (await ops('gateway', '/metrics')).text;
    assert.match(metrics, /storystump_request_duration_seconds_count\{[^}]*route="\/api\/health\/live"[^}]*\} [1-9]/);

    const lines = async () =>
      (await readFile(join(system.logDir, 'gateway.log'), 'utf8'))
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { requestId?: string; msg: string });
    for (const [res, route] of [
      [page, '/'],
      [live, '/api/health/live'],
    ] as const) {
      const requestId = res.headers.get('x-request-id');
      assert.match(requestId ?? '', /^[0-9a-f-]{36}$/);
      const logged = await eventually(
        async () => (await lines()).filter((line) => line.requestId === requestId),
        (found) => found.length > 0,
      );
      assert.match(logged[0]!.msg, new RegExp(`^GET ${route.replaceAll('/', '\\/')} 200 in [0-9.]+ ms$`));
    }
  });

  it('shows queue depths, JetStream consumer lag, dead letters and the outbox backlog', async () => {
    const nats = await connect({ servers: system.settings.NATS_URL });
    try {
      await jetstream(nats).publish(TRACKED_EVENTS_SUBJECT, 'not an event', { msgID: randomUUID() });
    } finally {
      await nats.close();
    }
    const setAside = await eventually(
      async () => (await ops('analytics', '/metrics')).text,
      (text) => /storystump_dead_letters\{consumer="analytics_store",service="analytics"\} [1-9]/.test(text),
    );
    assert.match(setAside, /storystump_dead_letters\{consumer="analytics_store",service="analytics"\} [1-9]/);
    const marketing = (await ops('marketing', '/metrics')).text;
    assert.match(marketing, /storystump_queue_jobs\{queue="marketing\.[a-z-]+",state="waiting",service="marketing"\} \d+/);
    const analytics = (await ops('analytics', '/metrics')).text;
    assert.match(
      analytics,
      /storystump_consumer_pending\{stream="STORYSTUMP_ANALYTICS",consumer="analytics_store",service="analytics"\} 0/,
    );
    for (const name of SERVICE_NAMES) {
      assert.match((await ops(name, '/metrics')).text, /storystump_outbox_backlog\{service="[a-z]+"\} \d+/, name);
    }
  });
});

describe('every process', () => {
  it('runs under Node with the platform’s flags (its heap kept through quiet spells)', async () => {
    for (const name of PROCESSES) {
      const commandLine = (await readFile(`/proc/${system.pidOf(name)}/cmdline`, 'utf8')).split('\0');
      assert.deepEqual(commandLine.slice(1, 1 + NODE_FLAGS.length), [...NODE_FLAGS], name);
    }
  });
});

describe('SIGTERM', () => {
  it('has a request to hold in flight for every service', () => {
    assert.deepEqual(
      SERVICE_NAMES.filter((service) => !READS[service]),
      [],
    );
  });

  for (const service of SERVICE_NAMES.filter((name) => READS[name])) {
    it(`lets ${service} answer the request in hand before it exits`, async () => {
      const release = await lockSchema(service);
      const [subject, input] = READS[service]!;
      const answer = rpc.send(subject, ADMIN_CTX, input as never).then(
        (reply) => ({ ok: true, reply }),
        (error: unknown) => ({ ok: false, reply: error }),
      );
      await pause(300);
      const exited = exitOf(service);
      // Longer than a fixed pause before closing would allow: the process waits for the answer.
      await pause(1500);
      await release();
      const outcome = await answer;
      assert.ok(outcome.ok, `${service}: ${String(outcome.reply)}`);
      await exited;
    });
  }

  it('lets the catalog worker finish the order sweep in hand before it exits', async () => {
    await restart('catalog');
    const release = await lockSchema('catalog');
    const sweeps = jobQueues.queue(CatalogQueues.expireUnpaidOrders);
    const held = await eventually(
      () => sweeps.getJobCounts('active', 'completed', 'failed'),
      (counts) => counts.active === 1,
      10_000,
    );
    const exited = exitOf('catalog');
    await pause(1500);
    await release();
    await exited;
    const after = await sweeps.getJobCounts('active', 'completed', 'failed');
    assert.equal(after.active, 0, 'no sweep was left half done');
    assert.equal(after.failed, held.failed);
    assert.ok(after.completed > held.completed, 'the sweep in hand completed');
  });

  it('lets identity’s outbox relay publish the event in hand before it exits', () =>
    relayFinishesEventInHand('identity', IdentityEvents.userDeleted, { id: randomUUID(), deletedAt: new Date().toISOString() }));

  it('lets devices’ outbox relay publish the event in hand before it exits', () =>
    relayFinishesEventInHand('devices', DevicesEvents.stationDeleted, { id: randomUUID() }));

  it('lets the marketing worker finish the campaign fan-out in hand before it exits', async () => {
    await restart('marketing');
    const fanOuts = jobQueues.queue(MarketingQueues.campaignFanOut);
    const before = await fanOuts.getJobCounts('active', 'completed', 'failed');
    const release = await holdInTransaction([`LOCK TABLE marketing.deliveries IN ACCESS EXCLUSIVE MODE`]);
    const campaign = await rpc.send(CampaignOps.send.subject, ADMIN_CTX, {
      subject: 'Spring in the woods',
      htmlContent: '<p>New stories at the stumps.</p>',
    });
    await eventually(
      () => fanOuts.getJobCounts('active'),
      (counts) => counts.active === 1,
      10_000,
    );
    const exited = exitOf('marketing');
    await pause(1500);
    await release();
    await exited;
    const after = await fanOuts.getJobCounts('active', 'completed', 'failed');
    assert.equal(after.active, 0, 'no fan-out was left half done');
    assert.equal(after.failed, before.failed);
    assert.equal(after.completed, before.completed + 1, 'the fan-out in hand completed');
    const stored = await db.query<{ status: string; total: number }>(
      `SELECT status, total FROM marketing.campaigns WHERE id = $1`,
      [campaign._id],
    );
    const [started] = stored.rows;
    // Started: sending to its recipients, or done at once when it had none.
    assert.equal(started?.status, started?.total === 0 ? 'done' : 'sending');
  });

  it('lets the characters worker finish the event in hand before it exits', async () => {
    await restart('identity', 'devices', 'characters');
    const call = apiClient(system.baseUrl);
    const token = await signInAsAdmin(call, system);
    const release = await lockSchema('characters');
    // devices stores the station and announces it; characters takes the event and waits on the lock.
    const station = await call(StationRoutes.create, {
      token,
      body: { base_id: `stump-${randomUUID().slice(0, 8)}`, friendly_name: 'Fern Gully', latitude: 51.5, longitude: -0.1 },
    });
    assert.equal(station.status, 201);
    await pause(2000);
    const exited = exitOf('characters');
    await pause(1500);
    await release();
    await exited;
    const copies = await db.query(`SELECT friendly_name FROM characters.known_stations WHERE id = $1`, [station.body._id]);
    assert.deepEqual(copies.rows, [{ friendly_name: 'Fern Gully' }]);
  });

  it('lets the analytics worker finish the rollup in hand before it exits', async () => {
    await restart('analytics');
    const sessionId = `${Date.now()}-${randomUUID().slice(0, 9)}`;
    const call = apiClient(system.baseUrl);
    assert.equal((await call(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId, page: '/map' } })).status, 202);
    await eventually(
      async () =>
        (await db.query(`SELECT count(*)::int AS n FROM analytics.events WHERE session_id = $1`, [sessionId])).rows[0].n,
      (n) => n === 1,
      15_000,
    );
    const release = await lockSchema('analytics');
    // Rollups run every 2 s: by now one is waiting on the lock.
    await pause(2500);
    const exited = exitOf('analytics');
    await pause(300);
    await release();
    await exited;
    const rolled = await db.query(`SELECT count(*)::int AS n FROM analytics.session_days WHERE session_id = $1`, [sessionId]);
    assert.equal(rolled.rows[0].n, 1, 'the rollup in hand finished before the process exited');
  });
});

describe('the migrate role', () => {
  it('brings each service’s schema up to date on an empty database, twice at once, and exits', async () => {
    const database = await createTestDatabase();
    const repo = fileURLToPath(new URL('../../../', import.meta.url));
    const migrate = (service: string) =>
      new Promise<string>((resolve) => {
        const child = spawn(process.execPath, [`services/${service}/dist/src/main.js`, '--role=migrate'], {
          cwd: repo,
          env: { ...process.env, ...system.settings, DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) => resolve(code === 0 ? `${service}: exit 0` : `${service}: exit ${code} ${output}`));
      });
    try {
      const outcomes = await Promise.all(SERVICE_NAMES.flatMap((service) => [migrate(service), migrate(service)]));
      assert.deepEqual(
        outcomes,
        SERVICE_NAMES.flatMap((service) => [`${service}: exit 0`, `${service}: exit 0`]),
      );
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        for (const service of SERVICE_NAMES) {
          const { rows } = await client.query(`SELECT count(*)::int AS n FROM "${service}".migrations`);
          assert.ok(rows[0].n >= 3, `${service} has its migrations recorded once each`);
          const twice = await client.query(`SELECT name FROM "${service}".migrations GROUP BY name HAVING count(*) > 1`);
          assert.deepEqual(twice.rows, [], service);
        }
      } finally {
        await client.end();
      }
    } finally {
      await database.drop();
    }
  });
});
