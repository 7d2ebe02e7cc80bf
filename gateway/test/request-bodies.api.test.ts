import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  AnalyticsRoutes,
  ContactRoutes,
  DeviceRoutes,
  IdentityRoutes,
  RolloutRoutes,
  StationRoutes,
} from '@storystump/contracts';
import { startSystem, type RunningSystem, apiClient } from '@storystump/testing';
import { signInAsAdmin } from './sessions.js';

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
let adminToken: string;

const deepArray = '['.repeat(5000) + ']'.repeat(5000);
const LONE_SURROGATE = 'must be well-formed text (it holds a lone UTF-16 surrogate)';

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl);
  adminToken = await signInAsAdmin(call, system);
});
after(async () => {
  await system?.stop();
});

describe('one rule for every JSON body', () => {
  it('refuses a lone surrogate with 400 naming the field, where it was a 500 or stored as U+FFFD', async () => {
    const station = {
      base_id: `stump-${randomUUID().slice(0, 8)}`,
      friendly_name: 'Oak \uD800Hollow',
      latitude: 52.3,
      longitude: -1.1,
    };
    const created = await call(StationRoutes.create, { token: adminToken, body: station });
    assert.deepEqual([created.status, created.body.message], [400, `friendly_name ${LONE_SURROGATE}`]);

    const good = await call(StationRoutes.create, { token: adminToken, body: { ...station, friendly_name: 'Oak Hollow' } });
    assert.equal(good.status, 201);
    const changed = await call(StationRoutes.update, {
      params: { id: good.body._id },
      token: adminToken,
      untypedBody: { ...station, _id: good.body._id, friendly_name: '\uDFFFAsh' },
    });
    assert.deepEqual([changed.status, changed.body.message], [400, `friendly_name ${LONE_SURROGATE}`]);
    const list = await call(StationRoutes.list, { token: adminToken });
    assert.equal(list.body.find((s) => s._id === good.body._id)?.friendly_name, 'Oak Hollow', 'unchanged');

    const enquiry = await call(ContactRoutes.enquire, { body: { email: 'fern@example.test', message: 'hi \uD83D' } });
    assert.deepEqual([enquiry.status, enquiry.body.message], [400, `message ${LONE_SURROGATE}`]);
    const registered = await call(IdentityRoutes.register, {
      body: { displayName: 'Fern\uDC00', email: `fern-${randomUUID().slice(0, 8)}@example.test`, password: 'acorns-and-oak' },
    });
    assert.deepEqual([registered.status, registered.body.message], [400, `displayName ${LONE_SURROGATE}`]);
  });

  it('refuses a lone surrogate in a key, and in a beacon sent as text', async () => {
    const keyed = await call(AnalyticsRoutes.track, { body: { type: 'pageview', sessionId: 's', '\uD800': 1 } });
    assert.deepEqual(
      [keyed.status, keyed.body.message],
      [400, 'The body has a key that is not well-formed text (a lone UTF-16 surrogate)'],
    );
    const beacon = await call(AnalyticsRoutes.track, {
      rawBody: JSON.stringify({ type: 'pageview', sessionId: 's', url: '/\uD800' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    assert.deepEqual([beacon.status, beacon.body.message], [400, `url ${LONE_SURROGATE}`]);
  });

  it('refuses a 5,000-deep array (10 KB) with 400, on track and on the device visits', async () => {
    const track = await call(AnalyticsRoutes.track, {
      rawBody: `{"type":"pageview","sessionId":"s","nested":${deepArray}}`,
      headers: { 'content-type': 'application/json' },
    });
    assert.deepEqual([track.status, track.body.message], [400, 'The body must not nest deeper than 32 levels']);
    const visits = await call(DeviceRoutes.visits, {
      rawBody: `{"visits":${deepArray}}`,
      headers: { 'content-type': 'application/json', authorization: `ApiKey ssk_${'0'.repeat(43)}` },
    });
    assert.deepEqual([visits.status, visits.body.message], [400, 'The body must not nest deeper than 32 levels']);
  });

  it('still takes text in any script and emoji, as sent', async () => {
    const name = 'Ōwl’s Nest 🦉 — Gwdihŵ';
    const created = await call(StationRoutes.create, {
      token: adminToken,
      body: { base_id: `stump-${randomUUID().slice(0, 8)}`, friendly_name: name, latitude: 51.5, longitude: -0.1 },
    });
    assert.equal(created.status, 201);
    const list = await call(StationRoutes.list, { token: adminToken });
    assert.equal(list.body.find((s) => s._id === created.body._id)?.friendly_name, name);
  });
});

describe('a body the gateway takes', () => {
  it('is passed on to the service whatever its size up to the limit, and a larger one is 413 from the gateway', async () => {
    // As many station ids as fit in the gateway's 960 KB, and spaces to fill it to the last few bytes.
    const limit = 960 * 1024;
    const stationIds = Array.from({ length: 25_150 }, () => randomUUID());
    const json = JSON.stringify({ versionId: randomUUID(), stationIds });
    const body = json + ' '.repeat(limit - 16 - json.length);
    assert.ok(json.length > limit - 4096 && body.length < limit, `${json.length} bytes, just under the limit`);
    const rollout = await call(RolloutRoutes.create, {
      token: adminToken,
      rawBody: body,
      headers: { 'content-type': 'application/json' },
    });
    assert.deepEqual([rollout.status, rollout.body.message], [400, `versionId: no version has this id`], 'devices judged it');
    const larger = await call(RolloutRoutes.create, {
      token: adminToken,
      rawBody: body + ' '.repeat(32),
      headers: { 'content-type': 'application/json' },
    });
    assert.deepEqual(
      [larger.status, larger.body],
      [413, { message: 'Request body is larger than 960 KB', code: 'PAYLOAD_TOO_LARGE' }],
    );
  });
});
