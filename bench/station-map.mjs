// The maps at 100,000 stations: GET /api/basestations?bbox=…&zoom=… for the whole UK at zoom 6
// and for one city at street zoom, asked again and again (answers kept per box) and with every
// request a new box (nothing kept), and the Fleet map's admin variant; each beside the bare SQL
// that clusters the same box on a grid (GROUP BY cells, with an index on the stations' places),
// run by 20 pg clients. 100,000 stations are seeded with COPY. Median of alternating rounds. Then
// the first answer after one station changes (renamed through the API, moved by SQL), the median
// of a few changes, beside the same bare SQL.
// Run after a build: node bench/station-map.mjs [seconds-per-run] [rounds]
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { startSystem } from '../libs/testing/dist/index.js';
import { adminAuthorization } from './admin-session.mjs';
import { loadWithP95 } from './load.mjs';

const SECONDS = Number(process.argv[2] ?? 5);
const ROUNDS = Number(process.argv[3] ?? 3);
const STATIONS = 100_000;
const CONNECTIONS = 20;
const CHANGES = 6;
const say = (text) => process.stderr.write(`… ${text}\n`);

/** The views measured: the box the web asks for (whole tiles) and its zoom. */
const VIEWS = {
  'whole UK, zoom 6': { bbox: [-11.25, 48.92249, 2.8125, 61.606396], zoom: 6 },
  'one city, street zoom 16': { bbox: [-0.131836, 51.508742, -0.12085, 51.51558], zoom: 16 },
};

/** The bare SQL for a box: its stations grouped by grid cell (Web Mercator, 64 px cells), counted and averaged. */
const BARE_SQL = `
  SELECT count(*)::int AS count, avg(latitude) AS latitude, avg(longitude) AS longitude, min(id::text) AS id
    FROM devices.base_stations
   WHERE longitude BETWEEN $1 AND $3 AND latitude BETWEEN $2 AND $4
   GROUP BY floor((longitude + 180) / 360 * $5), floor((1 - ln(tan(radians(latitude)) + 1 / cos(radians(latitude))) / pi()) / 2 * $5)`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A station a row: nine in ten spread over Great Britain, one in ten crowded into central London. */
function* stationRows() {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let n = 1; n <= STATIONS; n++) {
    const city = n % 10 === 0;
    const latitude = city ? 51.48 + random() * 0.06 : 50 + random() * 8.5;
    const longitude = city ? -0.2 + random() * 0.15 : -5.5 + random() * 7.2;
    yield `${crypto.randomUUID()}\tbench-${n}\tBench station ${n}\t${latitude}\t${longitude}\n`;
  }
}

/** Slightly different boxes of the same size, so that no answer can be one kept from before. */
const shifted = (bbox, index) => {
  const step = (bbox[2] - bbox[0]) / 997;
  return bbox.map((degrees, i) => (i % 2 === 0 ? degrees + step * (index % 997) : degrees)).map((d) => d.toFixed(6));
};

async function bareSql(databaseUrl, { bbox, zoom }) {
  const clients = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on('error', () => undefined);
      await client.connect();
      return client;
    }),
  );
  const times = [];
  let rows = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    clients.map(async (first) => {
      let client = first;
      while (performance.now() < until) {
        const started = performance.now();
        try {
          rows = (await client.query(BARE_SQL, [...bbox, 2 ** (zoom + 2)])).rowCount;
          times.push(performance.now() - started);
        } catch {
          // A connection ended under the bench (a shared server's administrator): go on with a new one.
          client = new pg.Client({ connectionString: databaseUrl });
          client.on('error', () => undefined);
          await client.connect();
          clients.push(client);
        }
      }
    }),
  );
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  times.sort((a, b) => a - b);
  return { p95: times[Math.floor(times.length * 0.95)], rate: times.length / SECONDS, features: rows };
}

const system = await startSystem({ settings: { LOG_LEVEL: 'warn', RPC_TIMEOUT_MS: '30000' } });
try {
  // Connected only while seeding: an idle connection held through the rounds may be ended under it.
  const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
  say(`seeding ${STATIONS} stations with COPY`);
  const seedStarted = performance.now();
  await pipeline(
    Readable.from(stationRows()),
    db.query(copyStreams.from(`COPY devices.base_stations (id, base_id, friendly_name, latitude, longitude) FROM STDIN`)),
  );
  await db.query(`CREATE INDEX bench_station_places ON devices.base_stations (longitude, latitude)`);
  await db.query(`ANALYZE devices.base_stations`);
  await db.end();
  say(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  const admin = await adminAuthorization(system);

  const url = (path, bbox, zoom) => `${system.baseUrl}/api/${path}?bbox=${bbox.join(',')}&zoom=${zoom}`;
  const route = (path, { bbox, zoom }, { fresh = false, headers = {} } = {}) => {
    let next = 0;
    return loadWithP95({
      url: url(path, bbox, zoom),
      connections: CONNECTIONS,
      duration: SECONDS,
      headers,
      ...(fresh
        ? {
            setupRequest: (request) => ({
              ...request,
              path: `/api/${path}?bbox=${shifted(bbox, next++).join(',')}&zoom=${zoom}`,
            }),
          }
        : {}),
    });
  };
  const featuresOf = async (path, { bbox, zoom }, headers = {}) => {
    const answer = await (await fetch(url(path, bbox, zoom), { headers })).json();
    return { features: answer.length, stations: answer.reduce((sum, feature) => sum + feature.count, 0) };
  };

  const figures = [];
  for (const [name, view] of Object.entries(VIEWS)) {
    // The first answer reads the copy of the stations: measured on its own, then warm.
    const firstStarted = performance.now();
    const { features, stations } = await featuresOf('basestations', view);
    const firstMs = performance.now() - firstStarted;
    const rounds = { kept: [], fresh: [], fleet: [], bare: [] };
    for (let round = 0; round < ROUNDS; round++) {
      say(`${name}: round ${round + 1} of ${ROUNDS}`);
      rounds.bare.push(await bareSql(system.settings.DATABASE_URL, view));
      rounds.kept.push(await route('basestations', view));
      rounds.fresh.push(await route('basestations', view, { fresh: true }));
      rounds.fleet.push(await route('basestations/status', view, { fresh: true, headers: admin }));
    }
    const fleet = await featuresOf('basestations/status', view, admin);
    const bareP95 = median(rounds.bare.map((r) => r.p95));
    const row = (target, p95, rate, answer) => ({
      view: name,
      target,
      'p95 ms': Number(p95.toFixed(1)),
      'req/s': Math.round(rate),
      features: answer,
      'p95 ratio to bare SQL': Number((p95 / bareP95).toFixed(2)),
    });
    figures.push(
      row('bare SQL grid GROUP BY (baseline)', bareP95, median(rounds.bare.map((r) => r.rate)), rounds.bare[0].features),
    );
    figures.push(
      row(
        'route, same box (answer kept)',
        median(rounds.kept.map((r) => r.p95)),
        median(rounds.kept.map((r) => r.requests.average)),
        features,
      ),
    );
    figures.push(
      row(
        'route, a new box each request',
        median(rounds.fresh.map((r) => r.p95)),
        median(rounds.fresh.map((r) => r.requests.average)),
        features,
      ),
    );
    figures.push(
      row(
        'Fleet map (admin, worst state)',
        median(rounds.fleet.map((r) => r.p95)),
        median(rounds.fleet.map((r) => r.requests.average)),
        fleet.features,
      ),
    );
    say(`${name}: ${stations} stations in ${features} features; first answer (reading the copy) ${firstMs.toFixed(0)} ms`);
    const errors = [...rounds.kept, ...rounds.fresh, ...rounds.fleet].reduce((sum, r) => sum + r.errors + r.non2xx, 0);
    if (errors) say(`${name}: ${errors} errors or non-2xx answers`);
  }
  // The first answer after one station changes, for the whole UK: half the changes through the API, half by SQL.
  const ukView = VIEWS['whole UK, zoom 6'];
  const changed = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await changed.connect();
  const { rows: changedRows } = await changed.query(`SELECT id FROM devices.base_stations WHERE base_id = 'bench-1'`);
  const changedId = changedRows[0].id;
  const afterChange = [];
  for (let change = 0; change < CHANGES; change++) {
    const latitude = 52 + change / 100;
    if (change % 2 === 0) {
      const res = await fetch(`${system.baseUrl}/api/basestations/${changedId}`, {
        method: 'PUT',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ base_id: 'bench-1', friendly_name: `Bench station 1 (${change})`, latitude, longitude: -1 }),
      });
      if (!res.ok) throw new Error(`PUT answered ${res.status}`);
    } else await changed.query(`UPDATE devices.base_stations SET latitude = $1 WHERE id = $2`, [latitude, changedId]);
    const started = performance.now();
    await featuresOf('basestations', ukView);
    afterChange.push(performance.now() - started);
  }
  await changed.end();
  const ukBare = figures.find((f) => f.view === 'whole UK, zoom 6' && f.target.startsWith('bare SQL'));
  const afterChangeMs = median(afterChange);
  figures.push({
    view: 'whole UK, zoom 6',
    target: `first answer after a station change (median of ${CHANGES})`,
    'p95 ms': Number(afterChangeMs.toFixed(1)),
    'req/s': undefined,
    features: undefined,
    'p95 ratio to bare SQL': Number((afterChangeMs / ukBare['p95 ms']).toFixed(2)),
  });
  say(`first answers after a change: ${afterChange.map((ms) => ms.toFixed(0)).join(', ')} ms`);

  console.log(
    `\nThe maps at ${STATIONS.toLocaleString('en-GB')} stations, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s:`,
  );
  console.table(figures);
} finally {
  await system.stop();
}
