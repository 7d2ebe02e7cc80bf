import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { IdentityEvents, UserOps, type RequestContext } from '@storystump/contracts';
import { EVENTS_STREAM, type RpcClient } from '@storystump/service-kit';
import {
  eventually,
  rpcFailureOf,
  type RunningSystem,
  schemaDrift,
  serviceOfSystem,
  type SystemService,
  trigramIndexesOnColumns,
} from '@storystump/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { decodeJwt } from 'jose';
import { identityDatabase } from '../src/database.js';

let identity: SystemService;
let system: RunningSystem;
let rpc: RpcClient;
let db: DataSource;
let adminCtx: RequestContext;

const anon = (): RequestContext => ({ requestId: randomUUID() });
const as = (id: string, role?: 'admin'): RequestContext => ({
  requestId: randomUUID(),
  actor: { id, ...(role ? { role } : {}) },
});
const uniqueEmail = () => `user-${randomUUID().slice(0, 8)}@example.test`;

async function registerUser(displayName = 'Fern') {
  const email = uniqueEmail();
  const { token } = await rpc.send(UserOps.register.subject, anon(), { displayName, email, password: 'long-enough-1' });
  return { id: decodeJwt(token).sub as string, email, token };
}

before(async () => {
  identity = await serviceOfSystem(identityDatabase);
  ({ system, rpc, db } = identity);
  const { token } = await rpc.send(UserOps.login.subject, anon(), {
    email: system.adminEmail.toUpperCase(),
    password: system.adminPassword,
  });
  adminCtx = as(decodeJwt(token).sub as string, 'admin');
});
after(async () => identity?.close());

describe('identity over NATS', () => {
  it('has migrations that match its entities exactly', async () => {
    assert.deepEqual(await schemaDrift(db), []);
  });

  it('makes its search indexes so that a lookup by value reads its key', async () => {
    assert.deepEqual(await trigramIndexesOnColumns(db, 'identity'), []);
  });

  it('keeps its signing key encrypted at rest', async () => {
    const rows = await db.query(`SELECT private_key_pem, private_key_encrypted, public_key_pem FROM identity.signing_keys`);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].private_key_pem, null);
    assert.match(rows[0].private_key_encrypted, /^v1:[^:]+:[^:]+:[^:]+$/);
    assert.doesNotMatch(JSON.stringify(rows), /PRIVATE KEY/);
  });

  it('registers a user and signs a token for them', async () => {
    const { id, email } = await registerUser('Hazel');
    const me = await rpc.send(UserOps.get.subject, as(id), { id });
    assert.deepEqual(me, { _id: id, displayName: 'Hazel', email });
  });

  it('refuses a second account for the same e-mail in another case', async () => {
    const { email } = await registerUser();
    const body = await rpcFailureOf(
      rpc.send(UserOps.register.subject, anon(), { displayName: 'Twin', email: email.toUpperCase(), password: 'long-enough-1' }),
    );
    assert.equal(body.status, 409);
    assert.equal(body.message, 'An account with this e-mail already exists');
  });

  it('refuses a password under 8 characters, saying so', async () => {
    const body = await rpcFailureOf(
      rpc.send(UserOps.register.subject, anon(), { displayName: 'Short', email: uniqueEmail(), password: 'seven77' }),
    );
    assert.equal(body.status, 400);
    assert.equal(body.message, 'password must be at least 8 characters');
  });

  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const { email } = await registerUser();
    const wrong = await rpcFailureOf(rpc.send(UserOps.login.subject, anon(), { email, password: 'not-the-password' }));
    const unknown = await rpcFailureOf(rpc.send(UserOps.login.subject, anon(), { email: uniqueEmail(), password: 'whatever-1' }));
    assert.deepEqual(wrong, unknown);
    assert.equal(wrong.status, 401);
  });

  it('logs in with the e-mail in any case', async () => {
    const { email, id } = await registerUser();
    const { token } = await rpc.send(UserOps.login.subject, anon(), { email: email.toUpperCase(), password: 'long-enough-1' });
    assert.equal(decodeJwt(token).sub, id);
  });

  it('ensures the configured admin at start', async () => {
    const users = await rpc.send(UserOps.list.subject, adminCtx, undefined);
    const admin = users.find((u) => u.email === system.adminEmail);
    assert.equal(admin?.role, 'admin');
  });

  it('lets only admins list users', async () => {
    const { id } = await registerUser();
    assert.equal((await rpcFailureOf(rpc.send(UserOps.list.subject, as(id), undefined))).status, 403);
    assert.equal((await rpcFailureOf(rpc.send(UserOps.list.subject, anon(), undefined))).status, 401);
  });

  it('lets a user read only their own account', async () => {
    const a = await registerUser();
    const b = await registerUser();
    assert.equal((await rpcFailureOf(rpc.send(UserOps.get.subject, as(a.id), { id: b.id }))).status, 403);
  });

  it('promotes and demotes, and the access answer follows', async () => {
    const { id } = await registerUser();
    assert.equal((await rpc.send(UserOps.promote.subject, adminCtx, { id })).role, 'admin');
    const promoted = await rpc.send(UserOps.access.subject, anon(), { id });
    assert.equal(promoted.role, 'admin');
    assert.equal(promoted.view.role, 'admin');
    assert.equal((await rpc.send(UserOps.demote.subject, adminCtx, { id })).role, undefined);
    const demoted = await rpc.send(UserOps.access.subject, anon(), { id });
    assert.deepEqual([demoted.id, demoted.role, demoted.view.role], [id, undefined, undefined]);
  });

  it('decides a change of power on the role stored now, not the role the request claims', async () => {
    const formerAdmin = await registerUser();
    const target = await registerUser();
    // The gateway's copy of the role may be a moment old: identity checks its own.
    for (const subject of [UserOps.promote.subject, UserOps.demote.subject, UserOps.delete.subject] as const) {
      const body = await rpcFailureOf(rpc.send(subject, as(formerAdmin.id, 'admin'), { id: target.id }));
      assert.deepEqual(body, { status: 403, code: 'FORBIDDEN', message: 'Only admins may do this' });
    }
    assert.equal((await rpc.send(UserOps.access.subject, anon(), { id: target.id })).role, undefined);
  });

  it('refuses to let an admin demote or delete themselves', async () => {
    const id = adminCtx.actor!.id;
    assert.equal(
      (await rpcFailureOf(rpc.send(UserOps.demote.subject, adminCtx, { id }))).message,
      'You cannot demote your own account',
    );
    assert.equal(
      (await rpcFailureOf(rpc.send(UserOps.delete.subject, adminCtx, { id }))).message,
      'You cannot delete your own account',
    );
  });

  it('deletes a user and puts identity.events.user.deleted on the events stream', async () => {
    const { id } = await registerUser();
    await rpc.send(UserOps.delete.subject, adminCtx, { id });
    assert.equal((await rpcFailureOf(rpc.send(UserOps.access.subject, anon(), { id }))).status, 404);

    const nc = await connect({ servers: system.settings.NATS_URL! });
    try {
      // Every deletion on the stream, from every test of the run; the outbox relay publishes it a moment after the change.
      const deletedUsers = async () => {
        const consumer = await jetstream(nc).consumers.get(EVENTS_STREAM, { filter_subjects: IdentityEvents.userDeleted });
        const messages = await consumer.fetch({ max_messages: 100_000, expires: 1000 });
        const ids: string[] = [];
        for await (const m of messages) {
          ids.push((m.json() as { id: string }).id);
          if (m.info.pending === 0) break;
        }
        return ids;
      };
      const ids = await eventually(deletedUsers, (found) => found.includes(id));
      assert.ok(ids.includes(id), `deleted user ${id} not among events ${ids.join(', ')}`);
    } finally {
      await nc.close();
    }
  });

  it('answers 404 for a user that does not exist', async () => {
    const body = await rpcFailureOf(rpc.send(UserOps.promote.subject, adminCtx, { id: randomUUID() }));
    assert.deepEqual(body, { status: 404, code: 'USER_NOT_FOUND', message: 'User not found' });
  });

  it('validates input on receipt, naming the field', async () => {
    const body = await rpcFailureOf(rpc.send(UserOps.promote.subject, adminCtx, { id: 'not-a-uuid' }));
    assert.equal(body.status, 400);
    assert.equal(body.message, 'id must be a valid id');
  });
});
