import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { serviceOfSystem, type SystemService } from '@storystump/testing';
import type { DataSource } from 'typeorm';
import { charactersDatabase } from '../src/database.js';
import { VISIT_COUNT_SQL, VISITED_PLACES_SQL, visitPageSql } from '../src/visits/visit-queries.js';

const VISITS = 5_000;
const OTHER_CHARACTERS = 200;
const OTHER_VISITS_EACH = 300;
/** The stumps other characters visit: many, as in a national fleet, so a character's few are a small part of them. */
const OTHER_STATIONS = 20_000;

let characters: SystemService;
let db: DataSource;
let characterId: string;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function planOf(sql: string, params: unknown[]): Promise<PlanNode[]> {
  const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  return nodesOf(row!['QUERY PLAN'][0].Plan);
}

const scansOf = (table: string) => (plan: PlanNode[]) =>
  plan.filter((node) => node['Relation Name'] === table).map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}`.trim());
const scansOfVisits = scansOf('visits');
const scansOfStations = scansOf('known_stations');

before(async () => {
  characters = await serviceOfSystem(charactersDatabase);
  ({ db } = characters);
  const [type] = await db.query<{ id: string }[]>(
    `INSERT INTO characters.character_types (id, encrypted_type, character_type) VALUES (gen_random_uuid(), $1, 'owl') RETURNING id`,
    [`indexes-${randomUUID()}`],
  );
  const stationsNamed = (prefix: string, count: number) =>
    db.query<{ id: string }[]>(
      `INSERT INTO characters.known_stations (id, base_id, friendly_name, latitude, longitude)
       SELECT gen_random_uuid(), $1 || n, 'Index Wood ' || n, 52, -1 FROM generate_series(1, $2::int) AS n RETURNING id`,
      [prefix, count],
    );
  const stations = await stationsNamed('indexes-', 20);
  const elsewhere = await stationsNamed('indexes-elsewhere-', OTHER_STATIONS);
  const made = await db.query<{ id: string }[]>(
    `INSERT INTO characters.characters (id, serial_number, type_id)
     SELECT gen_random_uuid(), $1 || n, $2::uuid FROM generate_series(0, $3::int) AS n RETURNING id`,
    [`IDX-${randomUUID().slice(0, 8)}-`, type!.id, OTHER_CHARACTERS],
  );
  characterId = made[0]!.id;
  const others = made.slice(1).map((row) => row.id);
  const visitsOf = (ids: string[], each: number, at: Array<{ id: string }>) =>
    db.query(
      `INSERT INTO characters.visits (id, character_id, station_id, station_base_id, station_name, visit_date)
       SELECT gen_random_uuid(), c, ($3::uuid[])[1 + (n * 7 + i * 13) % $4::int], 'indexes', 'Index Wood', now() - n * interval '1 hour'
         FROM unnest($1::uuid[]) WITH ORDINALITY AS t(c, i), generate_series(1, $2::int) AS n`,
      [ids, each, at.map((row) => row.id), at.length],
    );
  await visitsOf([characterId], VISITS, stations);
  await visitsOf(others, OTHER_VISITS_EACH, elsewhere);
  await db.query('VACUUM ANALYZE characters.visits');
  await db.query('ANALYZE characters.known_stations');
});
after(async () => characters?.close());

describe("a character's visits are read through indexes", () => {
  it('reads a page of visits, the first and a later one, from the newest-first index', async () => {
    for (const [sql, params] of [
      [visitPageSql({ older: false }), [characterId, 51]],
      [visitPageSql({ older: true }), [characterId, 51, new Date().toISOString(), randomUUID()]],
    ] as const) {
      const scans = scansOfVisits(await planOf(sql, [...params]));
      assert.deepEqual(scans, ['Index Scan visits_character_newest_idx'], sql);
    }
  });

  it('counts visits, and counts them per stump, from an index alone', async () => {
    const counted = scansOfVisits(await planOf(VISIT_COUNT_SQL, [characterId]));
    assert.equal(counted.length, 1);
    assert.match(counted[0]!, /^Index Only Scan visits_character_/);
    const places = scansOfVisits(await planOf(VISITED_PLACES_SQL, [characterId]));
    assert.ok(!places.some((scan) => scan.startsWith('Seq Scan')), places.join(', '));
    assert.ok(places.includes('Index Only Scan visits_character_station_idx'), places.join(', '));
  });

  it("looks each of a much-travelled character's stumps up by its key, never reading every known stump", async () => {
    const stumps = scansOfStations(await planOf(VISITED_PLACES_SQL, [characterId]));
    assert.deepEqual(stumps, ['Index Scan PK_known_stations_id']);
  });
});
