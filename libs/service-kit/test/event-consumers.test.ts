import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it, mock } from 'node:test';
import { Logger } from '@nestjs/common';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { IdentityEvents } from '@storystump/contracts';
import { DeadLetters, EVENTS_STREAM, EventConsumers, ensureEventsStream } from '@storystump/service-kit';
import {
  eventually,
  startServiceInProcess,
  startTestInfrastructure,
  type RunningService,
  type TestInfrastructure,
} from '@storystump/testing';
import { DataSource } from 'typeorm';
import { ListenerModule, listenerScript } from './probes/listener.js';

let infra: TestInfrastructure;
let listener: RunningService;
let nc: NatsConnection;
let db: DataSource;

const publishUserDeleted = async (id = randomUUID(), eventId = randomUUID()) => {
  await jetstream(nc).publish(IdentityEvents.userDeleted, JSON.stringify({ id, deletedAt: new Date().toISOString() }), {
    msgID: eventId,
  });
  return id;
};

const appliedRows = (id: string) =>
  db.query(`SELECT attempt FROM listener.applied WHERE user_id = $1 ORDER BY attempt`, [id]) as Promise<
    Array<{ attempt: number }>
  >;

before(async () => {
  infra = await startTestInfrastructure();
  nc = await connect({ servers: infra.settings.NATS_URL });
  await ensureEventsStream(await jetstreamManager(nc));
  // Few dead letters per consumer, so a test can go past them.
  listener = await startServiceInProcess('listener', async () => ListenerModule, infra.settings, {
    settings: { DEAD_LETTERS_PER_CONSUMER: '3' },
  });
  db = listener.app.get(DataSource);
});
after(async () => {
  await listener?.stop();
  await nc?.close();
  await infra?.stop();
});

describe('durable event consumers', () => {
  it('applies an event once and acknowledges it', async () => {
    const id = await publishUserDeleted();
    const rows = await eventually(
      () => appliedRows(id),
      (r) => r.length > 0,
    );
    assert.deepEqual(rows, [{ attempt: 1 }]);
  });

  it('delivers again with backoff when the handler fails mid-way, and its work counts once', async () => {
    const id = randomUUID();
    listenerScript.failuresLeft.set(id, 2);
    await publishUserDeleted(id);
    // The first two attempts wrote their row and then failed: their transactions rolled back.
    const rows = await eventually(
      () => appliedRows(id),
      (r) => r.length > 0,
    );
    assert.deepEqual(rows, [{ attempt: 3 }]);
  });

  it('does not apply twice an event delivered again after its work committed (a lost acknowledgement)', async () => {
    const id = randomUUID();
    // Longer than the consumer's ack wait: JetStream delivers it again while the first attempt runs.
    listenerScript.slowFirstAttemptMs.set(id, 1500);
    const jsm = await jetstreamManager(nc);
    // Each delivery, first or again, takes a consumer sequence number; the stream's counts once.
    const redeliveries = async () => {
      const { delivered, num_ack_pending } = await jsm.consumers.info(EVENTS_STREAM, 'listener_record');
      return { count: delivered.consumer_seq - delivered.stream_seq, settled: num_ack_pending === 0 };
    };
    const before = (await redeliveries()).count;
    await publishUserDeleted(id);
    await eventually(
      () => appliedRows(id),
      (r) => r.length > 0,
    );
    const afterwards = await eventually(redeliveries, (r) => r.count > before && r.settled);
    assert.ok(afterwards.count > before, 'the event was delivered again');
    assert.deepEqual(await appliedRows(id), [{ attempt: 1 }]);
  });

  it('parks an event as a dead letter after its last attempt and goes on with the next', async () => {
    const doomed = randomUUID();
    listenerScript.failuresLeft.set(doomed, Number.POSITIVE_INFINITY);
    const eventId = randomUUID();
    await publishUserDeleted(doomed, eventId);
    type Parked = { attempts: number; error: string; payload: { id: string } };
    const parked = await eventually(
      () =>
        db.query(`SELECT attempts, error, payload FROM listener.dead_letters WHERE event_id = $1`, [eventId]) as Promise<
          Parked[]
        >,
      (rows) => rows.length > 0,
    );
    assert.equal(parked.length, 1);
    assert.equal(parked[0].attempts, 3);
    assert.match(parked[0].error, /the probe was told to fail/);
    assert.equal(parked[0].payload.id, doomed);
    assert.deepEqual(await appliedRows(doomed), []);
    assert.equal(await listener.app.get(EventConsumers).deadLetterCount(), 1);

    const next = await publishUserDeleted();
    assert.deepEqual(
      await eventually(
        () => appliedRows(next),
        (r) => r.length > 0,
      ),
      [{ attempt: 1 }],
    );
  });

  it("keeps a consumer's newest dead letters up to the cap, the others' untouched, and forgets those past the retention", async () => {
    const deadLetters = listener.app.get(DeadLetters);
    const consumer = `listener_flood_${randomUUID().slice(0, 8)}`;
    const eventIds = Array.from({ length: 5 }, () => randomUUID());
    const before = await deadLetters.countByConsumer();
    for (const eventId of eventIds) {
      await deadLetters.park({ consumer, subject: 'probe.flood', eventId, payload: { eventId }, reason: 'refused', attempts: 1 });
    }
    const kept = async () =>
      (
        (await db.query(`SELECT event_id FROM listener.dead_letters WHERE consumer = $1 ORDER BY parked_at`, [
          consumer,
        ])) as Array<{
          event_id: string;
        }>
      ).map((row) => row.event_id);
    assert.deepEqual(await kept(), eventIds.slice(2), 'the newest three');
    const counts = await deadLetters.countByConsumer();
    for (const [other, count] of before) assert.equal(counts.get(other), count, `${other} keeps its letters`);

    await db.query(`UPDATE listener.dead_letters SET parked_at = now() - interval '31 days' WHERE event_id = $1`, [eventIds[2]]);
    await db.query(`UPDATE listener.dead_letters SET parked_at = now() - interval '29 days' WHERE event_id = $1`, [eventIds[3]]);
    await deadLetters.forgetExpired();
    assert.deepEqual((await kept()).sort(), eventIds.slice(3).sort(), 'the one past 30 days is gone');
  });

  it('lists a letter too large for a page with the start of its content, so every page fits in a reply', async () => {
    const deadLetters = listener.app.get(DeadLetters);
    const consumer = `listener_large_${randomUUID().slice(0, 8)}`;
    const eventId = randomUUID();
    await deadLetters.park({
      consumer,
      subject: 'probe.large',
      eventId,
      payload: { note: 'n'.repeat(900_000) },
      reason: 'refused',
      attempts: 1,
    });
    const { letters } = await deadLetters.list(500);
    const large = letters.find((letter) => letter.eventId === eventId)!;
    assert.equal(typeof large.payload, 'string');
    assert.match(large.payload as string, /^\{"note":"nnnn.*… \(900011 bytes in all\)$/);
    assert.ok(Buffer.byteLength(JSON.stringify(letters)) <= 768 * 1024);
  });

  it('logs one line for a consumer setting aside message after message, not one a message', async () => {
    const consumer = `listener_flooded_${randomUUID().slice(0, 8)}`;
    const errors = mock.method(Logger.prototype, 'error');
    try {
      for (let i = 0; i < 50; i++) {
        await listener.app
          .get(DeadLetters)
          .park({ consumer, subject: 'probe.flood', eventId: randomUUID(), payload: null, reason: 'refused', attempts: 1 });
      }
      const ours = errors.mock.calls.filter((call) => String(call.arguments[0]).includes(consumer));
      assert.equal(ours.length, 1);
      assert.match(String(ours[0]!.arguments[0]), /^Set aside probe\.flood .* as a dead letter after 1 attempt\(s\): refused$/);
    } finally {
      errors.mock.restore();
    }
  });

  it('catches up on events published while NATS was down and back', async () => {
    await infra.nats.pause();
    await infra.nats.resume();
    await nc.close();
    nc = await connect({ servers: infra.settings.NATS_URL });
    const id = await publishUserDeleted();
    assert.deepEqual(
      await eventually(
        () => appliedRows(id),
        (r) => r.length > 0,
      ),
      [{ attempt: 1 }],
    );
  });
});
