import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import {
  EVENTS_STREAM,
  TRACKED_EVENTS_STREAM,
  AnalyticsRoutes,
  ApiKeyRoutes,
  CatalogRoutes,
  DeviceRoutes,
  IdentityRoutes,
  StationRoutes,
} from '@storystump/contracts';
import {
  eventually,
  startNatsServer,
  startRedisServer,
  startSystem,
  testClientAddress,
  type OwnSystem,
  type TestNatsServer,
  type TestRedisServer,
  apiClient,
} from '@storystump/testing';
import { Redis } from 'ioredis';
import pg from 'pg';
import { deviceFixtures, firmware, uniqueTag } from './device-fixtures.js';

// A system of this file's own, on a Redis and a NATS of its own, so stopping a service, Redis or NATS disturbs no other test.
let redis: TestRedisServer;
let nats: TestNatsServer;
let system: OwnSystem;
let call: ReturnType<typeof apiClient>;

before(async () => {
  [redis, nats] = await Promise.all([startRedisServer(), startNatsServer()]);
  system = await startSystem({ settings: { REDIS_URL: redis.url, NATS_URL: nats.url } });
  call = apiClient(system.baseUrl);
});
after(async () => {
  await system?.stop();
  await Promise.all([redis?.stop(), nats?.stop()]);
});

describe('when a service is stopped', () => {
  it('answers 503 with Retry-After, logs the failures once with a count, and recovers when it is back', async () => {
    await system.stopProcess('catalog');
    const answers = await Promise.all(Array.from({ length: 40 }, () => call(CatalogRoutes.products)));
    for (const answer of answers) {
      assert.equal(answer.status, 503);
      assert.equal(answer.headers.get('retry-after'), '5');
      assert.deepEqual(answer.body, { message: 'A service is unavailable', code: 'UPSTREAM_UNAVAILABLE' });
    }
    const log = readFileSync(join(system.logDir, 'gateway.log'), 'utf8');
    assert.equal(log.match(/UPSTREAM_UNAVAILABLE/g)?.length, 1, 'one line for 40 failures');
    assert.doesNotMatch(log, /"stack"|at \S+ \(/, 'no stack traces');

    system.startProcess('catalog');
    const back = await eventually(
      async () => (await call(CatalogRoutes.products)).status,
      (s) => s === 200,
      20_000,
    );
    assert.equal(back, 200);
  });
});

const logOf = (name: string) => readFileSync(join(system.logDir, `${name}.log`), 'utf8');
const linesSaying = (name: string, text: string) =>
  logOf(name)
    .split('\n')
    .filter((line) => line.includes(text)).length;

describe('when Redis is down', () => {
  it('keeps taking sign-ups, sign-ins, events and stumps, holding limits in the gateway meanwhile, and says so once', async () => {
    const email = `fern-${randomUUID().slice(0, 8)}@example.test`;
    const admin = await call(IdentityRoutes.login, { body: { email: system.adminEmail, password: system.adminPassword } });
    const station = await call(StationRoutes.create, {
      token: admin.body.token,
      body: { base_id: `stump-${randomUUID().slice(0, 8)}`, friendly_name: 'Oak', latitude: 52, longitude: -1 },
    });
    const key = await call(ApiKeyRoutes.generate, { token: admin.body.token, body: { baseStationId: station.body._id } });
    await redis.pause();
    try {
      await whileRedisIsDown(email, key.body.apiKey);
    } finally {
      await redis.resume();
    }
    const back = await eventually(
      async () => linesSaying('gateway', 'Redis is reachable again'),
      (n) => n === 1,
      20_000,
    );
    assert.equal(
      back,
      1,
      `one line when it returned:\n${logOf('gateway')
        .split('\n')
        .filter((l) => l.includes('Redis'))
        .join('\n')}`,
    );
    assert.equal(linesSaying('gateway', 'Redis cannot be reached'), 1, 'one line when it went');
    for (const service of ['catalog', 'analytics', 'marketing']) {
      assert.ok(linesSaying(service, 'Redis cannot be reached') <= 1, `${service}: at most one line when it went`);
    }
    const registered = await call(IdentityRoutes.register, {
      body: { displayName: 'Fern', email: `moss-${randomUUID().slice(0, 8)}@example.test`, password: 'acorns-and-oak' },
    });
    assert.equal(registered.status, 201);
  });

  async function whileRedisIsDown(email: string, apiKey: string) {
    const register = await call(IdentityRoutes.register, { body: { displayName: 'Fern', email, password: 'acorns-and-oak' } });
    assert.equal(register.status, 201, JSON.stringify(register.body));
    assert.equal((await call(IdentityRoutes.login, { body: { email, password: 'acorns-and-oak' } })).status, 200);
    const tracked = await call(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId: 's-redis', page: '/' } });
    assert.equal(tracked.status, 202);
    const beat = await call(DeviceRoutes.heartbeat, {
      headers: { authorization: `ApiKey ${apiKey}` },
      body: { runningVersion: 'v1', uptimeSeconds: 5 },
    });
    assert.equal(beat.status, 200);
    // Guessing a password is still limited (LOGIN_RATE_LIMIT a minute), by this gateway's own count.
    const limit = Number(system.settings.LOGIN_RATE_LIMIT);
    const guesses = [];
    for (let i = 0; i < limit + 2; i++) {
      guesses.push((await call(IdentityRoutes.login, { body: { email, password: `wrong-${i}` } })).status);
    }
    assert.deepEqual(
      guesses,
      [...Array(limit - 1).fill(401), 429, 429, 429],
      'the sign-in above counted, then the guesses up to the limit, then 429',
    );
  }

  it('declares its job schedules again when Redis comes back empty, and they run', async () => {
    const prefix = system.settings.REDIS_PREFIX ?? 'storystump:';
    const schedulers = async (queue: string) => {
      const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
      client.on('error', () => undefined);
      try {
        return await client.zrange(`${prefix}bull:${queue}:repeat`, 0, -1);
      } finally {
        client.disconnect();
      }
    };
    assert.deepEqual(await schedulers('analytics.rollup'), ['analytics-rollup']);
    await redis.pause();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await redis.resume();
    // Each service declares its own again when its connection is back, not at the same moment.
    const declared = await eventually(
      async () => [
        await schedulers('analytics.rollup').catch(() => []),
        await schedulers('catalog.expire-unpaid-orders').catch(() => []),
      ],
      ([rollup, expiry]) => rollup!.length === 1 && expiry!.length === 1,
      30_000,
    );
    assert.deepEqual(declared, [['analytics-rollup'], ['expire-unpaid-orders']]);
    // And it runs: an event tracked now is rolled up (no longer pending) within a few rollups.
    const sessionId = `after-redis-${randomUUID()}`;
    assert.equal((await call(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId, page: '/' } })).status, 202);
    const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
    await db.connect();
    try {
      const pending = () =>
        db
          .query(
            `SELECT (SELECT count(*) FROM analytics.events WHERE session_id = $1)::int AS stored,
                    (SELECT count(*) FROM analytics.pending_events WHERE session_id = $1)::int AS pending`,
            [sessionId],
          )
          .then(({ rows }) => rows[0] as { stored: number; pending: number });
      const state = await eventually(pending, (s) => s.stored === 1 && s.pending === 0, 30_000);
      assert.deepEqual(state, { stored: 1, pending: 0 });
    } finally {
      await db.end();
    }
  });
});

describe('when NATS comes back without its JetStream store', () => {
  /** The durable consumers of each stream, by name. */
  async function consumersOf(...streams: string[]): Promise<string[]> {
    const nc = await connect({ servers: nats.url });
    try {
      const jsm = await jetstreamManager(nc);
      const names: string[] = [];
      for (const stream of streams) {
        for await (const consumer of jsm.consumers.list(stream)) names.push(consumer.name);
      }
      return names.sort();
    } catch {
      return [];
    } finally {
      await nc.close();
    }
  }
  const track = (sessionId: string) =>
    call(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId, page: '/' } }).then((res) => res.status);

  it('makes the streams, consumers and firmware bucket again within seconds: track, analytics and uploads work', async () => {
    assert.equal(await track(`before-nats-loss-${randomUUID()}`), 202);
    const admin = await call(IdentityRoutes.login, { body: { email: system.adminEmail, password: system.adminPassword } });
    const { upload } = deviceFixtures(call, system, () => admin.body.token, testClientAddress());
    assert.equal((await upload(uniqueTag(), await firmware())).status, 201);
    const consumers = await consumersOf(EVENTS_STREAM, TRACKED_EVENTS_STREAM);
    assert.ok(consumers.length > 5, consumers.join(', '));

    await nats.restartWithoutStore();
    const lostAt = Date.now();
    let taken = '';
    const status = await eventually(
      async () => {
        const sessionId = `after-nats-loss-${randomUUID()}`;
        const answer = await track(sessionId);
        if (answer === 202) taken = sessionId;
        return answer;
      },
      (answer) => answer === 202,
      20_000,
    );
    assert.equal(status, 202, 'track takes events again');
    const trackBackMs = Date.now() - lostAt;
    assert.ok(trackBackMs < 20_000, `${trackBackMs} ms`);
    assert.deepEqual(
      await eventually(
        () => consumersOf(EVENTS_STREAM, TRACKED_EVENTS_STREAM),
        (names) => names.length === consumers.length,
        20_000,
      ),
      consumers,
      "every service's consumers are made again",
    );
    assert.equal((await upload(uniqueTag(), await firmware())).status, 201, 'the firmware bucket is made again');
    const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
    await db.connect();
    try {
      const stored = () =>
        db
          .query(`SELECT count(*)::int AS n FROM analytics.events WHERE session_id = $1`, [taken])
          .then(({ rows }) => (rows[0] as { n: number }).n);
      assert.equal(await eventually(stored, (n) => n === 1, 30_000), 1, 'analytics stores what track took');
    } finally {
      await db.end();
    }
  });
});
