import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { randomUUID } from 'node:crypto';
import { charactersDatabase } from '../src/database.js';
import { VisitRetention } from '../src/retention/visit-retention.js';

let module: MediumTestModule;
let retention: VisitRetention;
const characterId = randomUUID();
const stationId = randomUUID();

/** A visit of the character this many days ago; its id. */
async function visitDaysAgo(days: number): Promise<string> {
  const id = randomUUID();
  await module.db.query(
    `INSERT INTO characters.visits (id, character_id, station_id, station_base_id, station_name, visit_date, event_id)
     VALUES ($1, $2, $3, 'stump-ret', 'Old Oak', now() - make_interval(days => $4::int), $5)`,
    [id, characterId, stationId, days, randomUUID()],
  );
  return id;
}

const linkedOf = async (ids: string[]) =>
  (
    await module.db.query<Array<{ id: string; character_id: string | null }>>(
      `SELECT id, character_id FROM characters.visits WHERE id = ANY($1::uuid[])`,
      [ids],
    )
  ).map((row): [string, boolean] => [row.id, row.character_id !== null]);

before(async () => {
  module = await startMediumTestModule({ service: 'characters', database: charactersDatabase, providers: [VisitRetention] });
  retention = module.get(VisitRetention);
  const typeId = randomUUID();
  await module.db.query(`INSERT INTO characters.character_types (id, encrypted_type, character_type) VALUES ($1, $2, 'owl')`, [
    typeId,
    `enc-${typeId}`,
  ]);
  await module.db.query(`INSERT INTO characters.characters (id, serial_number, type_id) VALUES ($1, 'SN-RET-1', $2)`, [
    characterId,
    typeId,
  ]);
});
after(() => module?.close());

describe('VisitRetention on its own database', () => {
  it('unlinks visits older than the retention period from their characters, keeping them as counts at their stump', async () => {
    const old = [await visitDaysAgo(800), await visitDaysAgo(740)];
    const recent = [await visitDaysAgo(700), await visitDaysAgo(1)];
    assert.equal(await retention.forgetOlderThan(24), 2);
    assert.deepEqual(
      new Map(await linkedOf([...old, ...recent])),
      new Map([
        [old[0], false],
        [old[1], false],
        [recent[0], true],
        [recent[1], true],
      ]),
    );
    const [{ count }] = await module.db.query<[{ count: number }]>(
      `SELECT count(*)::int AS count FROM characters.visits WHERE station_id = $1`,
      [stationId],
    );
    assert.equal(count, 4);
    assert.equal(await retention.forgetOlderThan(24), 0, 'nothing is unlinked twice');
    assert.equal(await retention.forgetOlderThan(1), 1, 'a shorter period reaches the 700-day-old visit');
  });

  it('unlinks more than one statement takes, to the last', async () => {
    await module.db.query(
      `INSERT INTO characters.visits (id, character_id, station_id, station_base_id, station_name, visit_date, event_id)
       SELECT gen_random_uuid(), $1, $2, 'stump-ret', 'Old Oak', now() - interval '30 months' - n * interval '1 second', gen_random_uuid()
         FROM generate_series(1, 12000) AS n`,
      [characterId, stationId],
    );
    assert.equal(await retention.forgetOlderThan(24), 12_000);
  });
});
