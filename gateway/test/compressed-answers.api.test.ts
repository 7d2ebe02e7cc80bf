import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { apiClient, startSystem, testClientAddress, type RunningSystem } from '@storystump/testing';
import pg from 'pg';
import { signInAsAdmin } from './sessions.js';

const USERS = 200;

let system: RunningSystem;
let adminToken: string;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The bytes as sent, not decompressed (fetch would undo the encoding this test checks). */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${system.baseUrl}${path}`,
      { method, headers: { 'x-forwarded-for': testClientAddress(), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Only this file's readers, so a family signing up in another test cannot change the list between two reads. */
const usersList = (headers: Record<string, string> = {}) =>
  raw('GET', `/api/users?q=compressed-reader-&limit=${USERS}`, { authorization: `Bearer ${adminToken}`, ...headers });

before(async () => {
  system = await startSystem();
  adminToken = await signInAsAdmin(apiClient(system.baseUrl, testClientAddress()), system);
  const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO identity.users (id, display_name, email, password_hash)
       SELECT gen_random_uuid(), 'Reader of many stories ' || n, 'compressed-reader-' || n || '@families.example.com', 'not-a-hash'
         FROM generate_series(1, $1::int) AS n`,
      [USERS],
    );
  } finally {
    await db.end();
  }
});
after(async () => system?.stop());

describe('API answers on the wire', () => {
  it('sends a big list compressed when the client accepts it, the same list once decompressed', async () => {
    const plain = await usersList();
    assert.equal(plain.status, 200);
    assert.ok(plain.body.length > 10_000, `the list is ${plain.body.length} bytes`);

    const gzip = await usersList({ 'accept-encoding': 'gzip' });
    assert.equal(gzip.status, 200);
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.match(String(gzip.headers.vary), /accept-encoding/i);
    assert.match(String(gzip.headers['content-type']), /^application\/json/);
    assert.equal(gzip.headers['cache-control'], 'no-store');
    assert.ok(gzip.body.length < plain.body.length / 4, `compressed to ${gzip.body.length} of ${plain.body.length} bytes`);
    assert.deepEqual(gunzipSync(gzip.body), plain.body);

    const br = await usersList({ 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(brotliDecompressSync(br.body), plain.body);
  });

  it('sends a page of a list compressed whole, its length known before the first byte', async () => {
    const plain = await usersList();
    assert.ok(plain.body.length > 16_384 && plain.body.length < 65_536, `the page is ${plain.body.length} bytes`);
    for (const encoding of ['br', 'gzip']) {
      const answer = await usersList({ 'accept-encoding': encoding });
      assert.equal(answer.headers['content-encoding'], encoding);
      assert.equal(answer.headers['transfer-encoding'], undefined, `${encoding} is not sent in chunks`);
      assert.equal(answer.headers['content-length'], String(answer.body.length), encoding);
    }
  });

  it("compresses a page at brotli's quality 2, the page a client gets byte for byte", async () => {
    const plain = await usersList();
    const br = await usersList({ 'accept-encoding': 'br' });
    assert.equal(br.headers['content-encoding'], 'br');
    const atQuality2 = brotliCompressSync(plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } });
    assert.ok(br.body.equals(atQuality2), `sent ${br.body.length} bytes, brotli's quality 2 gives ${atQuality2.length}`);
  });

  it('sends the list as it is to a client that does not accept a compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }] as Array<
      Record<string, string>
    >) {
      const answer = await usersList(headers);
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-encoding'], undefined, JSON.stringify(headers));
      const users = JSON.parse(answer.body.toString('utf8')) as Array<{ email: string }>;
      assert.equal(users.filter((user) => user.email.startsWith('compressed-reader-')).length, USERS);
    }
  });

  it('streams the CSV export as it is, as the browser takes it', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const csv = await raw('GET', `/api/analytics/export?startDate=${day}&endDate=${day}`, {
      authorization: `Bearer ${adminToken}`,
      'accept-encoding': 'gzip, br',
    });
    assert.equal(csv.status, 200, csv.body.toString());
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    assert.equal(csv.headers['content-encoding'], undefined);
    assert.equal(csv.headers['transfer-encoding'], 'chunked');
    assert.match(csv.body.toString('utf8'), /^[a-zA-Z_,]+\r?\n/);
  });

  it("sends small answers and the tracker's 202 as they are, even to a client that accepts a compression", async () => {
    const live = await raw('GET', '/api/health/live', { 'accept-encoding': 'gzip, br' });
    assert.equal(live.status, 200);
    assert.equal(live.headers['content-encoding'], undefined);

    const tracked = await raw(
      'POST',
      '/api/analytics/track',
      { 'accept-encoding': 'gzip, br', 'content-type': 'application/json' },
      JSON.stringify({ type: 'pageview', sessionId: 'compressed-answers', page: '/shop' }),
    );
    assert.equal(tracked.status, 202, tracked.body.toString());
    assert.equal(tracked.headers['content-encoding'], undefined);
    assert.equal(tracked.headers.vary, undefined);
    assert.deepEqual(JSON.parse(tracked.body.toString('utf8')), { accepted: true });
  });
});
