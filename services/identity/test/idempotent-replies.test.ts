import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { UserOps, type Idempotency } from '@storystump/contracts';
import type { RpcClient } from '@storystump/service-kit';
import {
  eventually,
  rpcClientFor,
  rpcFailureOf,
  startServiceInProcess,
  startTestInfrastructure,
  type RunningService,
  type TestInfrastructure,
} from '@storystump/testing';
import pg from 'pg';

const loadIdentity = async () => (await import('../src/app.module.js')).AppModule;
const WINDOW_SECONDS = 2;
let infra: TestInfrastructure;
let identity: RunningService;
let rpc: RpcClient;
let db: pg.Client;

const hex = () => randomBytes(32).toString('hex');
const keyed = (idempotency: Idempotency) => ({ requestId: randomUUID(), idempotency });
const rowsOf = async (key: string) =>
  (await db.query<Record<string, unknown>>(`SELECT * FROM identity.idempotent_replies WHERE key = $1`, [key])).rows;

before(async () => {
  infra = await startTestInfrastructure();
  identity = await startServiceInProcess('identity', loadIdentity, infra.settings, {
    settings: { IDEMPOTENCY_WINDOW_SECONDS: String(WINDOW_SECONDS) },
  });
  rpc = rpcClientFor(infra.settings);
  db = new pg.Client({ connectionString: infra.settings.DATABASE_URL });
  await db.connect();
});
after(async () => {
  await db?.end();
  await rpc?.close();
  await identity?.stop();
  await infra?.stop();
});

describe('kept replies to requests with an Idempotency-Key', () => {
  it('keeps a registration sealed, replays it within the window, and deletes it after', async () => {
    const idempotency = { key: hex(), requestHash: hex(), replyKey: hex() };
    const newcomer = { displayName: 'Moss', email: `moss-${randomUUID().slice(0, 8)}@example.test`, password: 'acorns-and-oak' };
    const first = await rpc.send(UserOps.register.subject, keyed(idempotency), newcomer);
    const [row] = await rowsOf(idempotency.key);
    assert.ok(row, 'the reply is kept');
    assert.ok(!JSON.stringify(row).includes(first.token), 'the token is not in the row in plain text');
    assert.ok(!JSON.stringify(row).includes(newcomer.email));

    const replay = await rpc.send(UserOps.register.subject, keyed(idempotency), newcomer);
    assert.deepEqual(replay, first, 'a retry within the window gets the same answer');
    const otherReplyKey = await rpcFailureOf(
      rpc.send(UserOps.register.subject, keyed({ ...idempotency, replyKey: hex() }), newcomer),
    );
    assert.equal(otherReplyKey.status, 500, 'nothing but the reply key opens the kept reply');

    const gone = await eventually(
      () => rowsOf(idempotency.key),
      (rows) => rows.length === 0,
      (WINDOW_SECONDS * 2 + 5) * 1000,
    );
    assert.deepEqual(gone, [], 'the reply is deleted after the window');
  });

  it('does not replay a kept reply older than the window, even before it is swept', async () => {
    const idempotency = { key: hex(), requestHash: hex(), replyKey: hex() };
    const newcomer = { displayName: 'Fern', email: `fern-${randomUUID().slice(0, 8)}@example.test`, password: 'acorns-and-oak' };
    await rpc.send(UserOps.register.subject, keyed(idempotency), newcomer);
    await db.query(`UPDATE identity.idempotent_replies SET created_at = now() - interval '1 hour' WHERE key = $1`, [
      idempotency.key,
    ]);
    const late = await rpcFailureOf(rpc.send(UserOps.register.subject, keyed(idempotency), newcomer));
    assert.equal(late.code, 'EMAIL_TAKEN', 'the late retry is a new request, refused as one');
  });
});
