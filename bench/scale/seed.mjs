import pg from 'pg';
import { CITIES, SEEDED } from './seeded-data.mjs';

/** The tables filled in bulk: their indexes and constraints are built once, after the rows are in. */
const BULK_TABLES = ['identity.users', 'characters.characters', 'characters.visits'];

const cities = `(VALUES ${CITIES.map(([name, lat, lon], i) => `(${i}, '${name}', ${lat}::float8, ${lon}::float8)`).join(', ')}) AS city(i, name, lat, lon)`;
const FIRST_NAMES = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Mia',
  'Arthur',
  'Ivy',
  'Leo',
  'Freya',
  'Oscar',
  'Lily',
  'Harry',
  'Grace',
  'Jack',
  'Rosie',
  'Theo',
  'Evie',
  'Finn',
];
const SURNAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Hughes',
  'Khan',
  'Murphy',
  'Campbell',
];
const TREES = ['Oak', 'Ash', 'Beech', 'Birch', 'Elm', 'Willow', 'Holly', 'Hazel', 'Rowan', 'Yew'];
const array = (words) => `ARRAY[${words.map((w) => `'${w}'`).join(',')}]`;
/** The n-th person's name, the same wherever it is written (a user, the owner's name on a character). */
const personName = (n) =>
  `(${array(FIRST_NAMES)})[1 + ${n} % ${FIRST_NAMES.length}] || ' ' || (${array(SURNAMES)})[1 + (${n} / ${FIRST_NAMES.length}) % ${SURNAMES.length}]`;
const emailOf = (n, domain) => `lower(replace(${personName(n)}, ' ', '.')) || '.' || ${n} || '@${domain}'`;
/** The n-th row's id of a kind: md5 of its name, shaped as a version 4 UUID (as the API's checks require). */
const uuidOf = (kind, n) => `overlay(overlay(md5('scale-${kind}-' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
/** A moment in the last two years. */
const pastMoment = `now() - random() * interval '730 days'`;

/**
 * The n-th stump's API key, shaped as the devices service makes one (`ssk_` and 43 base64url
 * characters), from the salt kept in the bench's database: the bench can send it, the database
 * holds only its sha256.
 */
export const stumpKeySql = (n) =>
  `'ssk_' || translate(rtrim(encode(sha256(convert_to({salt} || ':' || ${n}, 'UTF8')), 'base64'), '='), '+/', '-_')`;

/**
 * Each table's rows, one statement each, in order. `{salt}` is the stumps' keys' salt, `{owner}` the
 * owner's id, `{hash}` the password hash every user shares; `{first}` and `{last}` bound a piece.
 */
const STEPS = [
  {
    table: 'devices.base_stations',
    rows: SEEDED.stations,
    // Three in five near one of the cities, the rest anywhere over Great Britain.
    sql: `INSERT INTO devices.base_stations (id, base_id, friendly_name, latitude, longitude, created_at, updated_at)
      SELECT ${uuidOf('station', 'n')}, 'stump-' || lpad(n::text, 6, '0'),
        CASE WHEN n % 5 < 3 THEN city.name ELSE 'Countryside' END || ' ' || (${array(TREES)})[1 + (n / 30) % 10] || ' stump ' || n,
        CASE WHEN n % 5 < 3 THEN city.lat + (random() + random() + random() - 1.5) * 0.12 ELSE 50.2 + random() * 8.2 END,
        CASE WHEN n % 5 < 3 THEN city.lon + (random() + random() + random() - 1.5) * 0.2 ELSE -5.6 + random() * 7.3 END,
        t, t
      FROM (SELECT n, ${pastMoment} AS t FROM generate_series(1, ${SEEDED.stations}) n) s
      JOIN ${cities} ON city.i = n % ${CITIES.length}`,
  },
  {
    table: 'characters.known_stations',
    rows: SEEDED.stations,
    sql: `INSERT INTO characters.known_stations (id, base_id, friendly_name) SELECT id, base_id, friendly_name FROM devices.base_stations`,
  },
  {
    table: 'devices.versions',
    rows: SEEDED.versions,
    sql: `INSERT INTO devices.versions (id, tag, size, sha256, signature, uploaded_at)
      SELECT ${uuidOf('version', 'n')}, 'v1.' || n || '.0', 8388608 + n, encode(sha256(convert_to('v1.' || n, 'UTF8')), 'hex'),
        encode(sha256(convert_to('signature ' || n, 'UTF8')), 'base64'), now() - (${SEEDED.versions} - n) * interval '20 days'
      FROM generate_series(1, ${SEEDED.versions}) n`,
  },
  {
    table: 'devices.api_keys',
    rows: SEEDED.stations,
    sql: `INSERT INTO devices.api_keys (id, key_hash, prefix, base_station_id, assigned_version_id, created_at)
      SELECT ${uuidOf('key', 'n')}, encode(sha256(convert_to(key, 'UTF8')), 'hex'), left(key, 12), ${uuidOf('station', 'n')},
        CASE WHEN n % 100 = 7 THEN ${uuidOf('version', `(${SEEDED.versions} - 1)`)} END, ${pastMoment}
      FROM (SELECT n, ${stumpKeySql('n')} AS key FROM generate_series(1, ${SEEDED.stations}) n) k`,
  },
  {
    // One in a hundred never called in (no status); three in a hundred fell silent days ago; the rest called in within ten minutes.
    table: 'devices.station_status',
    rows: SEEDED.stations - SEEDED.stations / 100,
    sql: `INSERT INTO devices.station_status (station_id, last_contact_at, running_version, uptime_seconds, firmware_status,
        firmware_tag, firmware_status_at, health_at, battery_percent, temperature_c, signal_dbm, free_storage_mb, stories_played, silent_since)
      SELECT ${uuidOf('station', 'n')}, seen, 'v1.' || (${SEEDED.versions} - n % 3) || '.0', (random() * 2000000)::int,
        CASE WHEN n % 50 = 3 THEN 'failure' ELSE 'success' END, 'v1.' || (${SEEDED.versions} - n % 3) || '.0', seen - interval '3 days',
        seen, (5 + random() * 95)::int, 4 + random() * 14, -95 + random() * 45, (200 + random() * 3800)::int, (random() * 40)::int,
        CASE WHEN silent THEN seen + interval '15 minutes' END
      FROM (SELECT n, n % 100 BETWEEN 1 AND 3 AS silent,
              CASE WHEN n % 100 BETWEEN 1 AND 3 THEN now() - (1 + random() * 30) * interval '1 day'
                   ELSE now() - random() * interval '10 minutes' END AS seen
            FROM generate_series(1, ${SEEDED.stations}) n WHERE n % 100 <> 0) s`,
  },
  {
    // Two weeks of firmware: each stump that called in ran the version before its current one until
    // three days ago, then its current one (the fleet summary's versions).
    table: 'devices.version_runs',
    rows: 2 * (SEEDED.stations - SEEDED.stations / 100),
    sql: `INSERT INTO devices.version_runs (station_id, started_at, running_version, last_day)
      SELECT ${uuidOf('station', 'n')}, started, 'v1.' || (${SEEDED.versions} - n % 3 - back) || '.0', (ended AT TIME ZONE 'UTC')::date
      FROM generate_series(1, ${SEEDED.stations}) n,
        LATERAL (VALUES (1, now() - interval '14 days', now() - interval '3 days 1 minute'),
                        (0, now() - interval '3 days', now() - random() * interval '10 minutes')) AS run(back, started, ended)
      WHERE n % 100 <> 0`,
  },
  {
    // The fleet's days of those versions, and the visits recorded at their stations.
    table: 'devices.version_days and version_visit_days',
    rows: 2 * 15 * 4,
    sql: `WITH days AS (
        SELECT 'v1.' || v || '.0' AS version, d::date AS day, (20000 + random() * 20000)::int AS stations
        FROM generate_series(${SEEDED.versions} - 3, ${SEEDED.versions}) v, generate_series(now() - interval '14 days', now(), interval '1 day') d),
      visit_days AS (
        INSERT INTO devices.version_visit_days (running_version, day, visits) SELECT version, day, stations * 4 FROM days)
      INSERT INTO devices.version_days (running_version, day, observed_seconds, crashes, nfc_read_errors, battery_drop)
      SELECT version, day, stations * 86000.0, stations / 40, stations * 2, stations * 3 FROM days`,
  },
  {
    table: 'identity.users',
    rows: SEEDED.users,
    sql: `INSERT INTO identity.users (id, display_name, email, password_hash, role, created_at)
      SELECT ${uuidOf('user', 'n')}, ${personName('n')}, ${emailOf('n', 'example.test')}, {hash}, NULL, ${pastMoment}
      FROM generate_series(1, ${SEEDED.users}) n`,
  },
  {
    // The stations by their number, for the visits to name theirs cheaply.
    table: 'bench_scale.stations',
    rows: SEEDED.stations,
    sql: `CREATE TABLE bench_scale.stations AS
      SELECT substr(base_id, 7)::int AS n, id, base_id, friendly_name FROM devices.base_stations WHERE base_id LIKE 'stump-%';
      CREATE UNIQUE INDEX ON bench_scale.stations (n); ANALYZE bench_scale.stations`,
  },
  {
    table: 'characters.character_types',
    rows: SEEDED.characterTypes.length,
    sql: `INSERT INTO characters.character_types (id, encrypted_type, character_type)
      SELECT ${uuidOf('type', 'i')}, 'scale-' || md5('type ' || i), (${array(SEEDED.characterTypes)})[i]
      FROM generate_series(1, ${SEEDED.characterTypes.length}) i`,
  },
  {
    // The n-th user owns the n-th character; the first is the owner's, the one with the many visits.
    table: 'characters.characters',
    rows: SEEDED.characters,
    sql: `INSERT INTO characters.characters (id, serial_number, type_id, owner_id, owner_display_name, assigned_at, created_at)
      SELECT ${uuidOf('character', 'n')}, 'SC-' || lpad(n::text, 7, '0'), ${uuidOf('type', `(1 + n % ${SEEDED.characterTypes.length})`)},
        CASE WHEN n = 1 THEN {owner}::uuid ELSE ${uuidOf('user', 'n')} END,
        CASE WHEN n = 1 THEN '${SEEDED.owner.displayName}' ELSE ${personName('n')} END, t, t
      FROM (SELECT n, ${pastMoment} AS t FROM generate_series(1, ${SEEDED.characters}) n) c`,
  },
  {
    // The owner's character: its visits over sixty stumps around London, over two years.
    table: 'characters.visits (the owner’s character)',
    rows: SEEDED.ownerVisits,
    sql: `INSERT INTO characters.visits (id, character_id, station_id, station_base_id, station_name, visit_date, event_id, recorded_at)
      SELECT gen_random_uuid(), ${uuidOf('character', 1)}, st.id, st.base_id, st.friendly_name, v.t, gen_random_uuid(), v.t
      FROM (SELECT j, ${pastMoment} AS t FROM generate_series(1, ${SEEDED.ownerVisits}) j) v
      JOIN devices.base_stations st ON st.id = ${uuidOf('station', `(${CITIES.length} * (1 + v.j % 60))`)}`,
  },
  {
    // Every other character: its visits at a few stumps of its own, in pieces so the progress shows.
    table: 'characters.visits',
    rows: SEEDED.visits - SEEDED.ownerVisits,
    pieces: 10,
    sql: `INSERT INTO characters.visits (id, character_id, station_id, station_base_id, station_name, visit_date, event_id, recorded_at)
      SELECT gen_random_uuid(), ${uuidOf('character', 'v.c')}, st.id, st.base_id, st.friendly_name, v.t, gen_random_uuid(), v.t
      FROM (SELECT 2 + i % ${SEEDED.characters - 1} AS c,
                   1 + ((2 + i % ${SEEDED.characters - 1}) * 37 + (i / ${SEEDED.characters - 1}) % 4 * 7) % ${SEEDED.stations} AS s,
                   ${pastMoment} AS t
            FROM generate_series({first}::int, {last}::int) i) v
      JOIN bench_scale.stations st ON st.n = v.s`,
  },
  {
    table: 'marketing.interests',
    rows: SEEDED.interests,
    sql: `INSERT INTO marketing.interests (id, email, registered_at, confirmed_at, confirmation_mailed_at, unsubscribed_at, suppressed_at, suppression_reason)
      SELECT ${uuidOf('interest', 'n')}, ${emailOf('n', 'example.org')}, t,
        CASE WHEN n % 10 < 8 THEN t + interval '1 hour' END, t,
        CASE WHEN n % 20 = 0 THEN t + interval '90 days' END,
        CASE WHEN n % 100 = 1 THEN t + interval '30 days' END,
        CASE WHEN n % 100 = 1 THEN '550 5.1.1 mailbox unavailable' END
      FROM (SELECT n, ${pastMoment} AS t FROM generate_series(1, ${SEEDED.interests}) n) i`,
  },
  {
    // Seven in ten through Stripe (one in fifty of those refunded, one in fifty expired unpaid), the rest demo orders.
    table: 'catalog.orders',
    rows: SEEDED.orders,
    sql: `INSERT INTO catalog.orders (id, source, status, user_id, expires_at, stripe_session_id, stripe_payment_intent, oversold,
        customer_email, total_amount, currency, created_at, refunded_at)
      SELECT ${uuidOf('order', 'n')}, CASE WHEN stripe THEN 'stripe' ELSE 'demo' END,
        CASE WHEN stripe AND n % 50 = 0 THEN 'refunded' WHEN stripe AND n % 50 = 1 THEN 'expired' ELSE 'paid' END,
        CASE WHEN n % 3 <> 0 THEN ${uuidOf('user', 'buyer')} END,
        CASE WHEN stripe AND n % 50 = 1 THEN t + interval '30 minutes' END,
        CASE WHEN stripe THEN 'cs_scale_' || n END,
        CASE WHEN stripe AND n % 50 <> 1 THEN 'pi_scale_' || n END, false,
        CASE WHEN n % 3 <> 0 THEN ${emailOf('buyer', 'example.test')} ELSE ${emailOf('n', 'example.net')} END,
        (ARRAY[1999, 2199, 2999, 2499])[1 + n % 4] * (1 + n % 3), 'gbp', t,
        CASE WHEN stripe AND n % 50 = 0 THEN t + interval '5 days' END
      FROM (SELECT n, n % 10 < 7 AS stripe, 1 + (n * 7) % ${SEEDED.users} AS buyer, ${pastMoment} AS t
            FROM generate_series(1, ${SEEDED.orders}) n) o`,
  },
  {
    table: 'catalog.order_lines',
    rows: SEEDED.orders,
    sql: `INSERT INTO catalog.order_lines (id, order_id, product_id, price_id, product_name, unit_amount, quantity)
      SELECT ${uuidOf('order-line', 'n')}, ${uuidOf('order', 'n')},
        (ARRAY['prod_bunny', 'prod_hedgehog', 'prod_hedgehog', 'prod_owl'])[1 + n % 4],
        (ARRAY['price_bunny', 'price_hedgehog', 'price_hedgehog_gift_box', 'price_owl'])[1 + n % 4],
        (ARRAY['Bunny', 'Hedgehog', 'Hedgehog', 'Owl'])[1 + n % 4], (ARRAY[1999, 2199, 2999, 2499])[1 + n % 4], 1 + n % 3
      FROM generate_series(1, ${SEEDED.orders}) n`,
  },
  {
    // Campaigns already sent (none left to send, so nothing is mailed while the bench runs).
    table: 'marketing.campaigns',
    rows: SEEDED.campaigns,
    sql: `INSERT INTO marketing.campaigns (id, subject, html, status, send_at, started_at, total, created_at)
      SELECT ${uuidOf('campaign', 'n')}, 'New stories for ' || to_char(t, 'FMMonth YYYY') || ' (' || n || ')',
        '<p>New stories are waiting at your stump.</p>', 'done', t, t, ${SEEDED.interests} * 3 / 4, t
      FROM (SELECT n, now() - n * interval '1 day' AS t FROM generate_series(1, ${SEEDED.campaigns}) n) c`,
  },
];

/** `sql` with each `{name}` it uses as a numbered parameter, and the values in their order. */
function bound(sql, values) {
  const names = [];
  const text = sql.replace(/\{(\w+)\}/g, (_whole, name) => {
    if (!(name in values)) throw new Error(`no value for {${name}}`);
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return names.length ? [text, names.map((name) => values[name])] : [text];
}

/** What a table's indexes and constraints are, to build them again as they were once its rows are in. */
async function structureOf(db, tables) {
  const { rows } = await db.query(
    `SELECT c.conrelid::regclass::text AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS definition, c.contype AS type
       FROM pg_constraint c
      WHERE c.contype IN ('p', 'u', 'f') AND (c.conrelid::regclass::text = ANY($1) OR c.confrelid::regclass::text = ANY($1))`,
    [tables],
  );
  const indexes = await db.query(
    `SELECT i.indrelid::regclass::text AS "table", i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid::regclass::text = ANY($1) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  return {
    foreignKeys: rows.filter((r) => r.type === 'f'),
    keys: rows.filter((r) => r.type !== 'f'),
    indexes: indexes.rows,
  };
}

/**
 * Fills the bench's database: every table of SEEDED's, server-side (INSERT … SELECT over
 * generate_series, no row crossing the wire), the big tables' indexes built once their rows are in.
 * `owner` is the user registered through the API who owns the character with many visits; every
 * seeded user shares their password's hash. Answers each step's rows and seconds.
 */
export async function seedScaleData(databaseUrl, { ownerId, stumpKeySalt, say }) {
  // Two sessions: the big table's pieces and the indexes are made two at a time.
  const sessions = await Promise.all(
    [0, 1].map(async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`SET synchronous_commit = off`);
      await client.query(`SET maintenance_work_mem = '512MB'`);
      await client.query(`SET work_mem = '64MB'`);
      return client;
    }),
  );
  const [db] = sessions;
  /** Runs `work(item, session)` for each item, two at a time. */
  const onBoth = async (items, work) => {
    const queue = [...items];
    await Promise.all(
      sessions.map(async (session) => {
        for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item, session);
      }),
    );
  };
  const timings = [];
  const timed = async (step, rows, work) => {
    const started = performance.now();
    await work();
    const seconds = (performance.now() - started) / 1000;
    timings.push({ step, rows, seconds: Number(seconds.toFixed(1)), 'rows/s': rows ? Math.round(rows / seconds) : '' });
    say(`${step}: ${seconds.toFixed(1)} s`);
  };
  try {
    const [{ password_hash: passwordHash }] = (
      await db.query(`SELECT password_hash FROM identity.users WHERE id = $1`, [ownerId])
    ).rows;
    const structure = await structureOf(db, BULK_TABLES);
    await timed('drop the big tables’ indexes', 0, async () => {
      for (const fk of structure.foreignKeys) await db.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT "${fk.name}"`);
      for (const key of structure.keys) await db.query(`ALTER TABLE ${key.table} DROP CONSTRAINT "${key.name}"`);
      for (const index of structure.indexes) await db.query(`DROP INDEX ${index.name}`);
    });
    for (const step of STEPS) {
      await timed(step.table, step.rows, async () => {
        const pieces = step.pieces ?? 1;
        let done = 0;
        await onBoth(
          Array.from({ length: pieces }, (_, piece) => piece),
          async (piece, session) => {
            const first = Math.floor((step.rows * piece) / pieces);
            const last = Math.floor((step.rows * (piece + 1)) / pieces) - 1;
            await session.query(...bound(step.sql, { salt: stumpKeySalt, owner: ownerId, hash: passwordHash, first, last }));
            done += last - first + 1;
            if (pieces > 1) say(`  ${step.table}: ${done} of ${step.rows}`);
          },
        );
      });
    }
    // A primary key is added under a lock that keeps out every other index of its table: those come after.
    const keysFirst = [
      ...BULK_TABLES.map((table) => ({ table, keys: structure.keys.filter((k) => k.table === table) })),
      ...structure.indexes.map((index) => ({ table: index.table, index })),
    ];
    await timed('the big tables’ keys and indexes', 0, () =>
      onBoth(keysFirst, async ({ keys, index }, session) => {
        const started = performance.now();
        for (const key of keys ?? [])
          await session.query(`ALTER TABLE ${key.table} ADD CONSTRAINT "${key.name}" ${key.definition}`);
        if (index) await session.query(index.definition);
        const what = index ? index.name : (keys ?? []).map((k) => `${k.table} ${k.name}`).join(', ');
        say(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }),
    );
    await timed('foreign keys checked again', 0, () =>
      onBoth(structure.foreignKeys, (fk, session) =>
        session.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT "${fk.name}" ${fk.definition}`),
      ),
    );
    await timed('VACUUM ANALYZE', 0, () => db.query(`VACUUM ANALYZE`));
    await db.query(`DROP TABLE bench_scale.stations`);
  } finally {
    await Promise.all(sessions.map((session) => session.end()));
  }
  return timings;
}
