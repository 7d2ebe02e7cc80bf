import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { CharactersEvents, DeviceOps, type RequestContext } from '@storystump/contracts';
import { planOf, startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { createHash, randomUUID } from 'node:crypto';
import { CHARACTERS_CONFIG, readCharactersConfig } from '../src/characters-config.js';
import { charactersDatabase } from '../src/database.js';
import { CHARACTERS_OF_SERIALS, DeviceVisitsService } from '../src/visits/device-visits.service.js';

let module: MediumTestModule;
let visits: DeviceVisitsService;
const serial = `SN-${randomUUID().slice(0, 8)}`;
const station = {
  _id: randomUUID(),
  base_id: `stump-${randomUUID().slice(0, 8)}`,
  friendly_name: 'Fox Den',
  createdAt: new Date(Date.now() - 86_400_000).toISOString(),
};

const keyHash = createHash('sha256').update('a stump key').digest('hex');
const stump = (): RequestContext => ({ requestId: randomUUID(), device: { keyHash } });
const visit = (eventId = randomUUID(), serialNumber = serial) => ({
  eventId,
  serialNumber,
  occurredAt: new Date(Date.now() - 60_000).toISOString(),
});

before(async () => {
  module = await startMediumTestModule({
    service: 'characters',
    database: charactersDatabase,
    providers: [DeviceVisitsService, { provide: CHARACTERS_CONFIG, useValue: readCharactersConfig({}) }],
  });
  visits = module.get(DeviceVisitsService);
  const typeId = randomUUID();
  await module.db.query(`INSERT INTO characters.character_types (id, encrypted_type, character_type) VALUES ($1, $2, 'fox')`, [
    typeId,
    `enc-${typeId}`,
  ]);
  await module.db.query(`INSERT INTO characters.characters (id, serial_number, type_id) VALUES ($1, $2, $3)`, [
    randomUUID(),
    serial,
    typeId,
  ]);
});

beforeEach(() => {
  module.rpc.answer(DeviceOps.authenticate.subject, () => ({ keyId: randomUUID(), baseStation: station }));
});

after(() => module?.close());

const storedVisits = async (eventIds: string[]) =>
  (
    await module.db.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM characters.visits WHERE event_id = ANY($1::uuid[])`,
      [eventIds],
    )
  )[0].count;

describe('DeviceVisitsService on its own database', () => {
  it("records a batch at the key's station, asking devices who the stump is", async () => {
    const batch = [visit(), visit()];
    const reply = await visits.record(stump(), { visits: batch });
    assert.deepEqual([reply.recorded, reply.duplicates, reply.rejected], [2, 0, 0]);
    assert.ok(reply.results.every((result) => result.status === 'recorded' && result.characterType === 'fox'));
    assert.equal(await storedVisits(batch.map((v) => v.eventId)), 2);
    assert.equal(module.rpc.calls.at(-1)?.subject, DeviceOps.authenticate.subject);
    const [{ friendly_name }] = await module.db.query<Array<{ friendly_name: string }>>(
      `SELECT friendly_name FROM characters.known_stations WHERE id = $1`,
      [station._id],
    );
    assert.equal(friendly_name, 'Fox Den');
    const [{ count }] = await module.db.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM characters.outbox_events WHERE subject = $1 AND payload->'station'->>'id' = $2`,
      [CharactersEvents.visitsRecorded, station._id],
    );
    assert.ok(count >= 1, 'the recorded visits wait in the outbox as one event');
  });

  it('answers a batch sent again with the same visits, as duplicates, storing nothing twice', async () => {
    const batch = [visit(), visit()];
    const first = await visits.record(stump(), { visits: batch });
    const again = await visits.record(stump(), { visits: [...batch, batch[0]] });
    assert.deepEqual([again.recorded, again.duplicates, again.rejected], [0, 3, 0]);
    assert.deepEqual(
      again.results.slice(0, 2).map((result) => result.status === 'duplicate' && result.visitId),
      first.results.map((result) => result.status === 'recorded' && result.visitId),
    );
    assert.equal(await storedVisits(batch.map((v) => v.eventId)), 2);
  });

  it('rejects the visit of an unknown serial number and records the rest', async () => {
    const known = visit();
    const unknown = visit(randomUUID(), 'SN-NOBODY');
    const reply = await visits.record(stump(), { visits: [unknown, known] });
    assert.deepEqual([reply.recorded, reply.duplicates, reply.rejected], [1, 0, 1]);
    assert.deepEqual(reply.results[0], {
      index: 0,
      eventId: unknown.eventId,
      status: 'rejected',
      error: { code: 'CHARACTER_NOT_FOUND', message: 'No character has the serial number "SN-NOBODY"' },
    });
    assert.equal(await storedVisits([unknown.eventId]), 0);
  });

  it('takes the identity the gateway resolved without asking devices', async () => {
    const asked = module.rpc.calls.length;
    const ctx: RequestContext = {
      requestId: randomUUID(),
      device: { keyHash, identity: { keyId: randomUUID(), baseStation: station } },
    };
    const reply = await visits.record(ctx, { visits: [visit()] });
    assert.equal(reply.recorded, 1);
    assert.equal(module.rpc.calls.length, asked);
  });
});

describe("a batch's characters among many", () => {
  it("are found by the serial's unique key, never through the search's trigrams", async () => {
    await module.db.query(
      `INSERT INTO characters.characters (id, serial_number, type_id)
       SELECT gen_random_uuid(), 'MANY-' || lpad(n::text, 6, '0'), (SELECT id FROM characters.character_types LIMIT 1)
       FROM generate_series(1, 10000) AS n`,
    );
    await module.db.query('ANALYZE characters.characters');
    const serials = Array.from({ length: 50 }, (_, i) => `MANY-${String(1 + i * 197).padStart(6, '0')}`);
    const plan = await planOf(module.db, { sql: CHARACTERS_OF_SERIALS, params: [serials] });
    assert.doesNotMatch(plan, /characters_search_serial/, `a batch's serials are looked up as trigrams:\n${plan}`);
    assert.match(plan, /characters_serial_number_key/, `a batch's serials are not found by their key:\n${plan}`);
  });
});
