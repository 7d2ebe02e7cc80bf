import pg from 'pg';
import { launchSystem, runSettings, startNatsServer } from '../../libs/testing/dist/index.js';
import { openScaleDatabase, recordSeeded } from './scale-database.mjs';
import { SEEDED } from './seeded-data.mjs';
import { seedScaleData } from './seed.mjs';

const unlimited = '100000000';
/** Nothing the bench sends is refused for its rate; the services say only what is wrong. */
const BENCH_SETTINGS = {
  DEVICE_RATE_LIMIT: unlimited,
  LOGIN_RATE_LIMIT: unlimited,
  REGISTER_RATE_LIMIT: unlimited,
  TRACK_RATE_LIMIT: unlimited,
  LOG_LEVEL: 'warn',
};

async function registerOwner(baseUrl) {
  const { displayName, email, password } = SEEDED.owner;
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ displayName, email, password }),
  });
  if (!res.ok) throw new Error(`registering the owner: ${res.status} ${await res.text()}`);
  const { token } = await res.json();
  const me = await (await fetch(`${baseUrl}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })).json();
  return me._id;
}

/** How long the system may take to start: on a loaded machine, longer than a test allows. */
const HEALTHY_WITHIN_MS = 300_000;

const launch = (settings, processSettings = {}) =>
  launchSystem(settings, BENCH_SETTINGS, processSettings, { healthyWithinMs: HEALTHY_WITHIN_MS });

/**
 * The stumps that were calling in when the data was seeded call in still: their last contact is
 * moved to the last ten minutes, so the fleet's watch does not find them all silent at once.
 */
async function freshenLastContacts(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `UPDATE devices.station_status SET last_contact_at = now() - random() * interval '10 minutes', health_at = last_contact_at
        WHERE silent_since IS NULL AND last_contact_at IS NOT NULL`,
    );
  } finally {
    await db.end();
  }
}

/**
 * The whole system on the bench's own database (seeded first when it never was, or `reseed`), a
 * NATS server of its own and the machine's Redis. Answers the running system, the database's URL,
 * the salt of the stumps' keys, what the seeder recorded and this run's seeding times (none when
 * the data was seeded before). `processSettings` are given to the measured system's processes by name.
 */
export async function startScaleSystem({ reseed, say, processSettings = {} }) {
  let database = await openScaleDatabase();
  if (reseed || !database.seeded) database = await openScaleDatabase({ fresh: true });
  const nats = await startNatsServer();
  const settings = {
    ...runSettings(database.url, nats.url, process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'),
    ...database.settings,
  };
  let system;
  try {
    let seedTimings = null;
    let facts = database.seeded;
    if (!facts) {
      say('a fresh database: the services make their tables, then the seeder fills them');
      system = await launch(settings);
      const ownerId = await registerOwner(system.baseUrl);
      await system.stop();
      system = undefined;
      const started = performance.now();
      seedTimings = await seedScaleData(database.url, { ownerId, stumpKeySalt: database.stumpKeySalt, say });
      seedTimings.push({
        step: 'all',
        rows: '',
        seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
        'rows/s': '',
      });
      const counts = Object.fromEntries(Object.entries(SEEDED).filter(([name]) => name !== 'owner'));
      facts = { ownerId, seeded: counts, seconds: seedTimings.at(-1).seconds };
      await recordSeeded(database.url, facts);
    }
    await freshenLastContacts(database.url);
    system = await launch(settings, processSettings);
    return {
      system,
      databaseUrl: database.url,
      stumpKeySalt: database.stumpKeySalt,
      facts,
      seedTimings,
      async stop() {
        try {
          await system.stop();
        } finally {
          await nats.stop();
        }
      },
    };
  } catch (error) {
    await system?.stop();
    await nats.stop();
    throw error;
  }
}
