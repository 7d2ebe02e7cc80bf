import assert from 'node:assert/strict';
import { createHash, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ApiKeyRoutes, DeviceRoutes, StationRoutes, VersionRoutes } from '@storystump/contracts';
import { jetstream } from '@nats-io/jetstream';
import { Objm } from '@nats-io/obj';
import { connect } from '@nats-io/transport-node';
import { FIRMWARE_BUCKET } from '@storystump/contracts';
import { startSystem, testClientAddress, zipOf, zipWithRenamedEntry, type RunningSystem, apiClient } from '@storystump/testing';
import { deviceFixtures, firmware, uniqueBaseId, uniqueTag } from './device-fixtures.js';
import { signInAsAdmin, registerShopper } from './sessions.js';

type Fixtures = ReturnType<typeof deviceFixtures>;

let system: RunningSystem;
let call: ReturnType<typeof apiClient>;
let adminToken: string;
let userToken: string;
const address = testClientAddress();

let createStation: Fixtures['createStation'];
let generateKey: Fixtures['generateKey'];
let upload: Fixtures['upload'];
let uploadVersion: Fixtures['uploadVersion'];
let device: Fixtures['device'];

before(async () => {
  system = await startSystem();
  call = apiClient(system.baseUrl, address);
  adminToken = await signInAsAdmin(call, system);
  userToken = await registerShopper(call, 'Moss');
  ({ createStation, generateKey, upload, uploadVersion, device } = deviceFixtures(call, system, () => adminToken, address));
});
after(async () => system?.stop());

describe('base stations', () => {
  it('lists stations without a token, in the spec fields, with an ETag', async () => {
    const station = await createStation();
    const res = await call(StationRoutes.list);
    assert.equal(res.status, 200);
    const listed = res.body.find((s) => s._id === station._id);
    assert.deepEqual(listed, station);
    assert.deepEqual(Object.keys(listed!).sort(), ['_id', 'base_id', 'friendly_name', 'latitude', 'longitude', 'resting']);
    const again = await call(StationRoutes.list, { headers: { 'if-none-match': res.headers.get('etag')! } });
    assert.equal(again.status, 304);
  });

  it('creates a station from numbers or numeric text, any decimals, and answers its _id', async () => {
    const station = await createStation({ latitude: '-33.868820' as unknown as number, longitude: 151.2092955 });
    assert.match(station._id, /^[0-9a-f-]{36}$/);
    assert.equal(station.latitude, -33.86882);
    assert.equal(station.longitude, 151.2092955);
  });

  it('shows a new, changed and deleted station on the public list at once', async () => {
    const station = await createStation();
    let list = await call(StationRoutes.list);
    assert.ok(list.body.some((s) => s._id === station._id));
    const put = await call(StationRoutes.update, {
      params: { id: station._id },
      token: adminToken,
      body: { ...station, friendly_name: 'Bluebell Glade' },
    });
    assert.equal(put.status, 200);
    list = await call(StationRoutes.list);
    assert.equal(list.body.find((s) => s._id === station._id)?.friendly_name, 'Bluebell Glade');
    const del = await call(StationRoutes.remove, { params: { id: station._id }, token: adminToken });
    assert.equal(del.status, 200);
    list = await call(StationRoutes.list);
    assert.ok(!list.body.some((s) => s._id === station._id));
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['no base_id', { base_id: undefined }, 'base_id is required'],
    ['an empty friendly_name', { friendly_name: '  ' }, 'friendly_name is required'],
    ['no latitude', { latitude: undefined }, 'latitude is required'],
    ['latitude 90.5', { latitude: 90.5 }, 'latitude must be a number from -90 to 90'],
    ['longitude -180.01', { longitude: -180.01 }, 'longitude must be a number from -180 to 180'],
    ['a latitude that is not a number', { latitude: 'north' }, 'latitude must be a number from -90 to 90'],
  ];
  for (const [what, change, message] of refusals) {
    it(`refuses ${what} with 400 "${message}"`, async () => {
      const res = await call(StationRoutes.create, {
        token: adminToken,
        body: { base_id: uniqueBaseId(), friendly_name: 'Oak', latitude: 1, longitude: 1, ...change },
      });
      assert.equal(res.status, 400);
      assert.equal(res.body.message, message);
    });
  }

  it('refuses a base_id in use with 409, on create and on update', async () => {
    const first = await createStation();
    const second = await createStation();
    const dup = await call(StationRoutes.create, {
      token: adminToken,
      body: { base_id: first.base_id, friendly_name: 'Copy', latitude: 0, longitude: 0 },
    });
    assert.equal(dup.status, 409);
    assert.equal(dup.body.message, `A base station with the base_id "${first.base_id}" already exists`);
    const rename = await call(StationRoutes.update, {
      params: { id: second._id },
      token: adminToken,
      body: { ...second, base_id: first.base_id },
    });
    assert.equal(rename.status, 409);
  });

  it('answers 404 for a station that does not exist', async () => {
    const res = await call(StationRoutes.remove, { params: { id: randomUUID() }, token: adminToken });
    assert.equal(res.status, 404);
    assert.equal(res.body.message, 'Base station not found');
  });

  it('keeps changes to admins: 401 without a token, 403 for a user', async () => {
    const body = { base_id: uniqueBaseId(), friendly_name: 'Oak', latitude: 1, longitude: 1 };
    assert.equal((await call(StationRoutes.create, { body })).status, 401);
    assert.equal((await call(StationRoutes.create, { token: userToken, body })).status, 403);
    assert.equal((await call(StationRoutes.statuses, { token: userToken })).status, 403);
    assert.equal((await call(ApiKeyRoutes.list, { token: userToken })).status, 403);
    assert.equal((await call(VersionRoutes.list, { token: userToken })).status, 403);
  });
});

describe('API keys', () => {
  it('generates a 256-bit key shown once; the list shows a prefix, the station and no key', async () => {
    const station = await createStation();
    const { _id, apiKey } = await generateKey(station._id);
    assert.match(apiKey, /^ssk_[A-Za-z0-9_-]{43}$/);
    const list = await call(ApiKeyRoutes.list, { token: adminToken });
    const listed = list.body.find((k) => k._id === _id)!;
    assert.deepEqual(Object.keys(listed).sort(), [
      '_id',
      'acceptedUntil',
      'assignedVersion',
      'baseStation',
      'createdAt',
      'prefix',
      'revoked',
      'successorOf',
    ]);
    assert.equal(listed.prefix, apiKey.slice(0, 12));
    assert.deepEqual(listed.baseStation, { _id: station._id, base_id: station.base_id });
    assert.equal(listed.revoked, false);
    assert.deepEqual([listed.successorOf, listed.acceptedUntil], [null, null]);
    assert.ok(!JSON.stringify(list.body).includes(apiKey));
  });

  it('refuses generating without a station, or for one that does not exist', async () => {
    const missing = await call(ApiKeyRoutes.generate, { token: adminToken, untypedBody: {} });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message, 'baseStationId is required');
    const unknown = await call(ApiKeyRoutes.generate, { token: adminToken, body: { baseStationId: randomUUID() } });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'Base station not found');
  });

  it('revokes an active key once; a second revoke is 409', async () => {
    const { _id } = await generateKey((await createStation())._id);
    const first = await call(ApiKeyRoutes.revoke, { params: { id: _id }, token: adminToken });
    assert.equal(first.status, 200);
    assert.equal(first.body.revoked, true);
    const second = await call(ApiKeyRoutes.revoke, { params: { id: _id }, token: adminToken });
    assert.equal(second.status, 409);
    assert.equal(second.body.message, 'This API key is already revoked');
  });

  it('assigns a version to an active key, never to a revoked one', async () => {
    const { version } = await uploadVersion();
    const { _id } = await generateKey((await createStation())._id);
    const assigned = await call(ApiKeyRoutes.assignVersion, {
      token: adminToken,
      body: { apiKeyId: _id, versionId: version._id },
    });
    assert.equal(assigned.status, 200);
    assert.deepEqual(assigned.body.assignedVersion, { _id: version._id, tag: version.tag });
    await call(ApiKeyRoutes.revoke, { params: { id: _id }, token: adminToken });
    const refused = await call(ApiKeyRoutes.assignVersion, {
      token: adminToken,
      body: { apiKeyId: _id, versionId: version._id },
    });
    assert.equal(refused.status, 409);
    const missing = await call(ApiKeyRoutes.assignVersion, { token: adminToken, untypedBody: { apiKeyId: _id } });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message, 'versionId is required');
  });

  it("revokes a station's keys when the station is deleted", async () => {
    const station = await createStation();
    const { _id, apiKey } = await generateKey(station._id);
    assert.equal((await device(apiKey)(DeviceRoutes.me)).status, 200);
    await call(StationRoutes.remove, { params: { id: station._id }, token: adminToken });
    const list = await call(ApiKeyRoutes.list, { token: adminToken });
    assert.equal(list.body.find((k) => k._id === _id)?.revoked, true);
    const me = await device(apiKey)(DeviceRoutes.me);
    assert.equal(me.status, 401);
    assert.equal(me.body.message, 'This API key has been revoked');
  });
});

describe('versions', () => {
  it('uploads a zip, lists it with tag and upload time, and downloads the same bytes through a signed link', async () => {
    const { version, zip } = await uploadVersion();
    const list = await call(VersionRoutes.list, { token: adminToken });
    const listed = list.body.find((v) => v._id === version._id)!;
    assert.equal(listed.tag, version.tag);
    assert.ok(!Number.isNaN(Date.parse(listed.uploadedAt)));
    assert.equal(listed.sha256, createHash('sha256').update(zip).digest('hex'));

    const link = await call(VersionRoutes.downloadLink, { params: { id: version._id }, token: adminToken });
    assert.equal(link.status, 201);
    const res = await fetch(`${system.baseUrl}${link.body.url}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/zip');
    assert.equal(res.headers.get('etag'), `"${listed.sha256}"`);
    assert.match(res.headers.get('content-disposition')!, new RegExp(`filename="${version.tag}.zip"`));
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), zip);
  });

  it('resumes with Range (206), answers If-None-Match with 304 and a range past the end with 416', async () => {
    const { version, zip } = await uploadVersion();
    const { body } = await call(VersionRoutes.downloadLink, { params: { id: version._id }, token: adminToken });
    const url = `${system.baseUrl}${body.url}`;
    const part = await fetch(url, { headers: { range: 'bytes=100-' } });
    assert.equal(part.status, 206);
    assert.equal(part.headers.get('content-range'), `bytes 100-${zip.length - 1}/${zip.length}`);
    assert.deepEqual(Buffer.from(await part.arrayBuffer()), zip.subarray(100));
    const middle = await fetch(url, { headers: { range: 'bytes=10-19' } });
    assert.deepEqual(Buffer.from(await middle.arrayBuffer()), zip.subarray(10, 20));
    const cached = await fetch(url, { headers: { 'if-none-match': `"${version.sha256}"` } });
    assert.equal(cached.status, 304);
    const past = await fetch(url, { headers: { range: `bytes=${zip.length}-` } });
    assert.equal(past.status, 416);
    assert.equal(past.headers.get('content-range'), `bytes */${zip.length}`);
  });

  it('refuses a download without a link, with a forged signature, or after the link expired', async () => {
    const { version } = await uploadVersion();
    const bare = await call(VersionRoutes.download, { params: { id: version._id } });
    assert.equal(bare.status, 403);
    const { body } = await call(VersionRoutes.downloadLink, { params: { id: version._id }, token: adminToken });
    const forged = body.url.replace(/signature=[^&]+/, `signature=${randomBytes(32).toString('base64url')}`);
    const linked = (url: string) =>
      call(VersionRoutes.download, {
        params: { id: version._id },
        untypedQuery: Object.fromEntries(new URL(url, system.baseUrl).searchParams),
      });
    const res = await linked(forged);
    assert.equal(res.status, 403);
    assert.equal(res.body.message, 'This download link is invalid or has expired');
    const expired = body.url.replace(/expires=\d+/, 'expires=1000');
    assert.equal((await linked(expired)).status, 403);
  });

  it("refuses an upload without a tag or a file with 'Tag and file are required.'", async () => {
    for (const [tag, file] of [
      [undefined, await firmware()],
      ['v1', undefined],
      ['  ', await firmware()],
    ] as const) {
      const res = await upload(tag, file);
      assert.equal(res.status, 400);
      assert.equal(res.body.message, 'Tag and file are required.');
    }
  });

  const hostile: Array<[string, () => Promise<Buffer>, string]> = [
    [
      'a zip bomb',
      () => zipOf([{ name: 'bomb.bin', content: Buffer.alloc(50 * 1024 * 1024) }]),
      "The zip's entry bomb.bin expands",
    ],
    ['a path that climbs out (../)', () => zipWithRenamedEntry('zz/escape.txt', '../escape.txt'), 'climbs out of its folder'],
    ['an absolute path', () => zipWithRenamedEntry('xetc/passwd', '/etc/passwd'), 'absolute path'],
    [
      'a symbolic link',
      () => zipOf([{ name: 'link', content: '/etc/passwd', mode: 0o120777 }]),
      'The zip has a symbolic link (link): refused',
    ],
    [
      'a file that is not a zip',
      async () => Buffer.from('MZ this is not a zip at all'.repeat(100)),
      'The file is not a readable zip archive',
    ],
    ['a 0-byte file', async () => Buffer.alloc(0), 'The file is empty: a version is a .zip archive'],
  ];
  for (const [what, make, message] of hostile) {
    it(`refuses ${what} with 400 and stores nothing`, async () => {
      const tag = uniqueTag();
      const res = await upload(tag, await make());
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.ok(res.body.message?.includes(message), res.body.message);
      const list = await call(VersionRoutes.list, { token: adminToken });
      assert.ok(!list.body.some((v) => v.tag === tag));
    });
  }

  it('refuses a file over the size limit with 413', async () => {
    const res = await upload(uniqueTag(), randomBytes(6 * 1024 * 1024));
    assert.equal(res.status, 413);
    assert.equal(res.body.message, 'The file is larger than the 5 MB limit');
  });

  it('refuses a tag in use with 409', async () => {
    const { version } = await uploadVersion();
    const res = await upload(version.tag, await firmware());
    assert.equal(res.status, 409);
    assert.equal(res.body.message, `A version with the tag "${version.tag}" already exists`);
  });

  it('refuses deleting a version an active key has, and deletes it once the key is revoked', async () => {
    const { version } = await uploadVersion();
    const { _id } = await generateKey((await createStation())._id);
    await call(ApiKeyRoutes.assignVersion, { token: adminToken, body: { apiKeyId: _id, versionId: version._id } });
    const refused = await call(VersionRoutes.remove, { params: { id: version._id }, token: adminToken });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, 'This version is assigned to 1 active API key: assign it another version first');
    await call(ApiKeyRoutes.revoke, { params: { id: _id }, token: adminToken });
    const deleted = await call(VersionRoutes.remove, { params: { id: version._id }, token: adminToken });
    assert.equal(deleted.status, 200);
    const list = await call(VersionRoutes.list, { token: adminToken });
    assert.ok(!list.body.some((v) => v._id === version._id));
    const nc = await connect({ servers: system.settings.NATS_URL });
    try {
      const bucket = await new Objm(jetstream(nc)).open(FIRMWARE_BUCKET);
      const stored = await bucket.info(version._id);
      assert.ok(!stored || stored.deleted, 'the zip left the bucket with its version');
    } finally {
      await nc.close();
    }
  });
});

describe('the device route', () => {
  it("answers me with the key's station and assigned version", async () => {
    const station = await createStation();
    const { _id, apiKey } = await generateKey(station._id);
    const { version } = await uploadVersion();
    await call(ApiKeyRoutes.assignVersion, { token: adminToken, body: { apiKeyId: _id, versionId: version._id } });
    const me = await device(apiKey)(DeviceRoutes.me);
    assert.equal(me.status, 200);
    assert.deepEqual(me.body.baseStation, station);
    assert.deepEqual(me.body.assignedVersion, { _id: version._id, tag: version.tag, size: version.size, sha256: version.sha256 });
  });

  it("refuses a missing, forged or revoked key, and a user's token, with 401", async () => {
    const { _id, apiKey } = await generateKey((await createStation())._id);
    const none = await call(DeviceRoutes.me);
    assert.equal(none.status, 401);
    const bearer = await call(DeviceRoutes.me, { token: userToken });
    assert.equal(bearer.status, 401);
    assert.equal(bearer.body.message, "The device route takes a stump's API key, not a user's token");
    const forged = await device(`ssk_${randomBytes(32).toString('base64url')}`)(DeviceRoutes.me);
    assert.equal(forged.status, 401);
    assert.equal(forged.body.message, 'This API key is not valid');
    assert.equal((await device('not-a-key')(DeviceRoutes.me)).status, 401);
    assert.equal((await device(apiKey)(DeviceRoutes.me)).status, 200);
    await call(ApiKeyRoutes.revoke, { params: { id: _id }, token: adminToken });
    const revoked = await device(apiKey)(DeviceRoutes.me);
    assert.equal(revoked.status, 401);
    assert.equal(revoked.body.message, 'This API key has been revoked');
  });

  it('offers the assigned firmware with a manifest signature that verifies, and 204 once it runs', async () => {
    const { _id, apiKey } = await generateKey((await createStation())._id);
    const stump = device(apiKey);
    assert.equal((await stump(DeviceRoutes.nextFirmware, { query: { current: 'v0' } })).status, 204);
    const { version, zip } = await uploadVersion();
    await call(ApiKeyRoutes.assignVersion, { token: adminToken, body: { apiKeyId: _id, versionId: version._id } });
    const offer = await stump(DeviceRoutes.nextFirmware, { query: { current: 'v0' } });
    assert.equal(offer.status, 200);
    const offered = offer.body;
    assert.ok(offered);
    assert.equal(offered.tag, version.tag);
    assert.equal(offered.size, zip.length);
    assert.equal(offered.sha256, createHash('sha256').update(zip).digest('hex'));
    const key = await call(VersionRoutes.signingKey);
    const manifest = `${offered.tag}\n${offered.size}\n${offered.sha256}`;
    assert.ok(
      verify(null, Buffer.from(manifest), createPublicKey(key.body.publicKeyPem), Buffer.from(offered.signature, 'base64')),
    );
    const download = await fetch(`${system.baseUrl}${offered.url}`);
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), zip);
    assert.equal((await stump(DeviceRoutes.nextFirmware, { query: { current: version.tag } })).status, 204);
  });

  it('stores heartbeats and firmware reports for the admin, and refuses bad bodies with 400', async () => {
    const station = await createStation();
    const { apiKey } = await generateKey(station._id);
    const stump = device(apiKey);
    const beat = await stump(DeviceRoutes.heartbeat, { body: { runningVersion: 'v1.0.0', uptimeSeconds: 3600 } });
    assert.equal(beat.status, 200);
    const status = await stump(DeviceRoutes.firmwareStatus, { body: { status: 'installing', tag: 'v1.1.0' } });
    assert.equal(status.status, 200);
    const statuses = await call(StationRoutes.statuses, { token: adminToken });
    const mine = statuses.body.find((s) => s.baseStationId === station._id)!;
    assert.equal(mine.runningVersion, 'v1.0.0');
    assert.equal(mine.uptimeSeconds, 3600);
    assert.ok(Date.now() - Date.parse(mine.lastContactAt!) < 60_000);
    assert.equal(mine.firmwareStatus?.status, 'installing');
    const badStatus = await stump(DeviceRoutes.firmwareStatus, { untypedBody: { status: 'exploded', tag: 'v1' } });
    assert.equal(badStatus.status, 400);
    assert.equal(badStatus.body.message, 'status must be one of downloading, installing, success, failure');
    const badBeat = await stump(DeviceRoutes.heartbeat, { body: { runningVersion: 'v1', uptimeSeconds: -5 } });
    assert.equal(badBeat.status, 400);
    assert.equal(badBeat.body.message, 'uptimeSeconds must be a whole number of seconds');
  });

  it('stops an address guessing keys: 401 for its first 30 refused keys, then 429 for wrong keys, never for right ones', async () => {
    const guesser = apiClient(system.baseUrl, testClientAddress());
    const { apiKey } = await generateKey((await createStation())._id);
    const { apiKey: otherKey } = await generateKey((await createStation())._id);
    const stumpBehind = (key: string) => guesser(DeviceRoutes.me, { headers: { authorization: `ApiKey ${key}` } });
    assert.equal((await stumpBehind(apiKey)).status, 200, 'a stump at the address before the guessing');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await stumpBehind(`ssk_${randomBytes(32).toString('base64url')}`)).status);
    assert.deepEqual(statuses, [...Array(30).fill(401), ...Array(10).fill(429)]);
    const blocked = await stumpBehind(`ssk_${randomBytes(32).toString('base64url')}`);
    assert.equal(blocked.status, 429, 'a wrong key from the guessing address');
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    assert.equal((await stumpBehind(apiKey)).status, 200, 'a right key from the same address is let in');
    // A key no gateway has let in yet is looked up at most once a second for a guessing address.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.equal((await stumpBehind(otherKey)).status, 200, 'and one the gateway has not seen before');
    assert.equal((await device(apiKey)(DeviceRoutes.me)).status, 200, 'a stump elsewhere goes on');
  });

  it('limits each key to its rate, with 429 and Retry-After, without slowing other keys', async () => {
    const station = await createStation();
    const busy = device((await generateKey(station._id)).apiKey);
    const other = device((await generateKey(station._id)).apiKey);
    const answers = await Promise.all(Array.from({ length: 61 }, () => busy(DeviceRoutes.me)));
    const limited = answers.filter((a) => a.status === 429);
    assert.equal(limited.length, 1);
    assert.ok(Number(limited[0]!.headers.get('retry-after')) > 0);
    assert.equal((await other(DeviceRoutes.me)).status, 200);
  });
});
