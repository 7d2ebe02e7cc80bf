import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eventually, startRedisServer, startSystem, type OwnSystem, type TestRedisServer } from '@storystump/testing';
import { apiClient } from './http-client.js';

// A system of this file's own, on a Redis of its own, so stopping a service or Redis disturbs no other test.
let redis: TestRedisServer;
let system: OwnSystem;
let call: ReturnType<typeof apiClient>;

before(async () => {
  redis = await startRedisServer();
  system = await startSystem({ settings: { REDIS_URL: redis.url } });
  call = apiClient(system.baseUrl);
});
after(async () => {
  await system?.stop();
  await redis?.stop();
});

describe('when a service is stopped', () => {
  it('answers 503 with Retry-After, logs the failures once with a count, and recovers when it is back', async () => {
    await system.stopProcess('catalog');
    const answers = await Promise.all(Array.from({ length: 40 }, () => call('GET', '/api/stripe/products')));
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
      async () => (await call('GET', '/api/stripe/products')).status,
      (s) => s === 200,
      20_000,
    );
    assert.equal(back, 200);
  });
});

describe('when Redis is down', () => {
  it('answers login and register with 503 and a message, and recovers by itself when Redis is back', async () => {
    const email = `fern-${randomUUID().slice(0, 8)}@example.test`;
    await redis.pause();
    const register = await call('POST', '/api/auth/register', {
      json: { displayName: 'Fern', email, password: 'acorns-and-oak' },
    });
    assert.equal(register.status, 503);
    assert.deepEqual(register.body, {
      message: 'This is unavailable for a moment. Please try again shortly.',
      code: 'UNAVAILABLE',
    });
    assert.equal(register.headers.get('retry-after'), '5');
    const login = await call('POST', '/api/auth/login', { json: { email, password: 'acorns-and-oak' } });
    assert.equal(login.status, 503);

    await redis.resume();
    const registered = await eventually(
      async () =>
        (await call('POST', '/api/auth/register', { json: { displayName: 'Fern', email, password: 'acorns-and-oak' } })).status,
      (status) => status === 201,
      20_000,
    );
    assert.equal(registered, 201);
    assert.equal((await call('POST', '/api/auth/login', { json: { email, password: 'acorns-and-oak' } })).status, 200);
  });
});
