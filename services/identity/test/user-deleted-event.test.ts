import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { auditEventOf, IdentityEvents, UserOps, type RequestContext, type UserDeletedEvent } from '@storystump/contracts';
import { EVENTS_STREAM } from '@storystump/service-kit';
import type { RpcClient } from '@storystump/service-kit';
import {
  rpcClientFor,
  startServiceInProcess,
  startTestInfrastructure,
  type RunningService,
  type TestInfrastructure,
} from '@storystump/testing';
import { decodeJwt } from 'jose';
import { DataSource } from 'typeorm';
import { UsersService } from '../src/users/users.service.js';

const ADMIN = { ADMIN_EMAIL: 'keeper@example.test', ADMIN_PASSWORD: 'keeper-password-1' };
const loadIdentity = async () => (await import('../src/app.module.js')).AppModule;

let infra: TestInfrastructure;
let rpc: RpcClient;
let identity: RunningService;
let restarted: RunningService | undefined;

/** Every user.deleted event in the stream that names this user. */
async function deletedEventsFor(natsUrl: string, userId: string): Promise<number> {
  const nc = await connect({ servers: natsUrl });
  try {
    const consumer = await jetstream(nc).consumers.get(EVENTS_STREAM);
    const messages = await consumer.fetch({ max_messages: 1000, expires: 1000 });
    let count = 0;
    for await (const message of messages) {
      if (message.subject === IdentityEvents.userDeleted && (message.json() as UserDeletedEvent).id === userId) count++;
      if (message.info.pending === 0) break;
    }
    return count;
  } finally {
    await nc.close();
  }
}

before(async () => {
  infra = await startTestInfrastructure();
  identity = await startServiceInProcess('identity', loadIdentity, infra.settings, { settings: ADMIN });
  rpc = rpcClientFor(infra.settings);
});
after(async () => {
  await rpc?.close();
  await restarted?.stop();
  await infra?.stop();
});

describe('user.deleted through the outbox', () => {
  it('deletes while NATS is down, keeps the event through a restart, and publishes it once NATS is back', async () => {
    const anon = { requestId: randomUUID() };
    const { token } = await rpc.send(UserOps.register.subject, anon, {
      displayName: 'Sorrel',
      email: `sorrel-${randomUUID().slice(0, 8)}@example.test`,
      password: 'acorns-and-oak',
    });
    const userId = decodeJwt(token).sub as string;
    const admin = await rpc.send(UserOps.login.subject, anon, {
      email: ADMIN.ADMIN_EMAIL,
      password: ADMIN.ADMIN_PASSWORD,
    });
    const adminCtx: RequestContext = {
      requestId: randomUUID(),
      actor: { id: decodeJwt(admin.token).sub as string, role: 'admin' },
    };

    await infra.nats.pause();
    // The delete succeeds for the admin although nothing can be published now.
    assert.deepEqual(await identity.app.get(UsersService).remove(adminCtx, { id: userId }), { deleted: true });
    const waiting = await identity.app.get(DataSource).query(`SELECT subject, payload FROM identity.outbox_events`);
    assert.deepEqual(
      waiting.map((row: { subject: string }) => row.subject),
      [IdentityEvents.userDeleted, auditEventOf('identity')],
    );

    // The service restarts while NATS is still down; the event waits in its table.
    await identity.stop();
    await infra.nats.resume();
    restarted = await startServiceInProcess('identity', loadIdentity, identity.settings);

    // The row goes once JetStream acknowledged the event (a moment after it is in the stream).
    const outboxRows = () => restarted!.app.get(DataSource).query(`SELECT id FROM identity.outbox_events`) as Promise<unknown[]>;
    const deadline = Date.now() + 15_000;
    let seen = 0;
    while (Date.now() < deadline && (seen === 0 || (await outboxRows()).length > 0)) {
      seen = await deletedEventsFor(infra.settings.NATS_URL!, userId);
      await new Promise((r) => setTimeout(r, 200));
    }
    assert.equal(seen, 1, 'the event is in the stream exactly once');
    assert.deepEqual(await outboxRows(), []);
  });
});
