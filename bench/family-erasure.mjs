// The time to erase a family with 10,000 visits from every service: from the admin's delete (the
// event published through identity's outbox) until identity, characters, catalog and marketing
// have each erased their part, beside the same rows deleted and updated by plain SQL in one
// transaction of a database client (no events, no services, no receipt mail).
// Run after a build: node bench/family-erasure.mjs [visits] [rounds]
import { createHash, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { startSystem } from '../libs/testing/dist/index.js';
import { adminAuthorization } from './admin-session.mjs';

const VISITS = Number(process.argv[2] ?? 10_000);
const ROUNDS = Number(process.argv[3] ?? 3);
const CHARACTERS = 3;
const ORDERS = 20;
const say = (text) => process.stderr.write(`… ${text}\n`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const system = await startSystem({ settings: { REGISTER_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' } });
const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
try {
  await db.connect();
  const url = system.baseUrl;
  const admin = await adminAuthorization(system);
  const asAdmin = (method, path, body) =>
    fetch(`${url}${path}`, {
      method,
      headers: { ...admin, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).then(async (res) => {
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    });
  const type = await asAdmin('POST', '/api/characterTypes/appendtype', {
    characterEncryptedType: `enc-${randomUUID().slice(0, 8)}`,
    characterType: 'owl',
  });
  const station = await asAdmin('POST', '/api/basestations', {
    base_id: `stump-${randomUUID().slice(0, 8)}`,
    friendly_name: 'Bench Hollow',
    latitude: 52.3,
    longitude: -1.1,
  });

  /** A family through the API (its account, characters given by the admin), then its history by SQL. */
  async function seedFamily() {
    const email = `erasure-${randomUUID().slice(0, 8)}@example.test`;
    const registered = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Bench Family', email, password: 'acorns-and-oak' }),
    });
    const { token } = await registered.json();
    const id = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
    const characterIds = [];
    for (let i = 0; i < CHARACTERS; i++) {
      const character = await asAdmin('POST', '/api/characters/createAsAdmin', {
        encryptedCharacterType: type.characterEncryptedType,
        serialNumber: `SN-${randomUUID().slice(0, 8)}`,
      });
      await asAdmin('POST', '/api/characters/addToUser', { serialNumber: character.serialNumber, userId: id });
      characterIds.push(character._id);
    }
    await db.query(
      `INSERT INTO characters.visits (id, character_id, station_id, station_base_id, station_name, visit_date)
       SELECT gen_random_uuid(), ($2::uuid[])[1 + g % array_length($2::uuid[], 1)], $3, $4, 'Bench Hollow',
              now() - g * interval '1 minute'
         FROM generate_series(1, $1) g`,
      [VISITS, characterIds, station._id, station.base_id],
    );
    await db.query(
      `INSERT INTO catalog.orders (id, source, status, user_id, customer_email, total_amount, currency, created_at)
       SELECT gen_random_uuid(), 'demo', 'paid', $2, $3, 2499, 'gbp', now() - g * interval '1 day' FROM generate_series(1, $1) g`,
      [ORDERS, id, email],
    );
    await db.query(`INSERT INTO marketing.interests (id, email, registered_at, confirmed_at) VALUES ($1, $2, now(), now())`, [
      randomUUID(),
      email,
    ]);
    await db.query(`INSERT INTO marketing.enquiries (id, kind, email, fields) VALUES ($1, 'contact', $2, $3)`, [
      randomUUID(),
      email,
      JSON.stringify({ email, message: 'Hello' }),
    ]);
    await db.query('ANALYZE characters.visits');
    return { id, email, characterIds };
  }

  /** Whether every service has erased its part of the family. */
  async function erasedEverywhere({ id, email, characterIds }) {
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM identity.users WHERE id = $1)
            + (SELECT count(*) FROM characters.characters WHERE owner_id = $1)
            + (SELECT count(*) FROM characters.visits WHERE character_id = ANY($3::uuid[]))
            + (SELECT count(*) FROM catalog.orders WHERE user_id = $1)
            + (SELECT count(*) FROM marketing.interests WHERE email = $2)
            + (SELECT count(*) FROM marketing.enquiries WHERE email = $2)
            + (SELECT CASE WHEN EXISTS (SELECT 1 FROM marketing.erased_addresses WHERE address_hash = $4) THEN 0 ELSE 1 END)
            AS "left"`,
      [id, email, characterIds, createHash('sha256').update(email).digest('hex')],
    );
    return Number(rows[0].left) === 0;
  }

  /** The same rows changed by plain SQL, in one transaction. */
  async function rawErasure({ id, email }) {
    await db.query('BEGIN');
    await db.query(
      `UPDATE characters.visits v SET character_id = NULL FROM characters.characters c WHERE c.owner_id = $1 AND v.character_id = c.id`,
      [id],
    );
    await db.query(
      `UPDATE characters.characters SET owner_id = NULL, owner_display_name = NULL, owner_email = NULL, assigned_at = NULL WHERE owner_id = $1`,
      [id],
    );
    await db.query(
      `UPDATE catalog.orders SET user_id = NULL, customer_email = NULL WHERE user_id = $1 OR lower(customer_email) = $2`,
      [id, email],
    );
    await db.query(`DELETE FROM marketing.interests WHERE lower(email) = $1`, [email]);
    await db.query(`DELETE FROM marketing.enquiries WHERE lower(email) = $1`, [email]);
    await db.query(`INSERT INTO marketing.erased_addresses (address_hash) VALUES ($1) ON CONFLICT DO NOTHING`, [
      createHash('sha256').update(email).digest('hex'),
    ]);
    await db.query(`DELETE FROM identity.users WHERE id = $1`, [id]);
    await db.query('COMMIT');
  }

  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    say(`round ${round}: seeding two families with ${VISITS} visits each`);
    const viaServices = await seedFamily();
    const viaSql = await seedFamily();

    const started = performance.now();
    await asAdmin('DELETE', `/api/users/${viaServices.id}`);
    const answered = performance.now() - started;
    while (!(await erasedEverywhere(viaServices))) await new Promise((r) => setTimeout(r, 10));
    const everywhere = performance.now() - started;

    const rawStarted = performance.now();
    await rawErasure(viaSql);
    const raw = performance.now() - rawStarted;
    if (!(await erasedEverywhere(viaSql))) throw new Error('the raw baseline left rows behind');
    rounds.push({ answered, everywhere, raw });
  }

  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(
    `\nErasing a family (${CHARACTERS} characters, ${VISITS} visits, ${ORDERS} orders, a sign-up, an enquiry), median of ${ROUNDS}` +
      ` (load average ${loadavg()[0].toFixed(1)}):`,
  );
  console.table([
    {
      what: 'admin DELETE answered (identity erased, event in outbox)',
      time: ms(median(rounds.map((r) => r.answered))),
    },
    {
      what: 'admin DELETE -> every service done (incl. receipt mail)',
      time: ms(median(rounds.map((r) => r.everywhere))),
    },
    { what: 'baseline: the same DELETE/UPDATEs as plain SQL, one transaction', time: ms(median(rounds.map((r) => r.raw))) },
    {
      what: 'ratio (every service / baseline)',
      time: `${(median(rounds.map((r) => r.everywhere)) / median(rounds.map((r) => r.raw))).toFixed(1)}x`,
    },
  ]);
} finally {
  await db.end().catch(() => undefined);
  await system.stop();
}
