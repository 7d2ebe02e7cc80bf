import pg from 'pg';
import { jsonOf, probe } from './probe.mjs';
import { alternatingRounds, failedText } from './rounds.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (Number.isFinite(value) ? `${Number(value.toFixed(1))} ms` : 'none answered');
const count = (n) => n.toLocaleString('en-GB');

const goalText = (goal) =>
  [
    `p95 ≤ ${goal.p95} ms`,
    ...(goal.kb ? [`≤ ${goal.kb} KB`] : []),
    ...(goal.features ? [`≤ ${goal.features} features`] : []),
  ].join(', ');

/** Why a route does not yet answer what the figure needs, or null when it does. */
function missing(figure, answer) {
  if (answer.status !== 200) return `answers ${answer.status || answer.error}`;
  const body = jsonOf(answer);
  if (figure.expect === 'page') {
    if (answer.headers['x-total-count'] === undefined) {
      const answered = Array.isArray(body) ? `: answered ${count(body.length)} items, ${kb(answer.wireBytes)}` : '';
      return `no paging, no X-Total-Count${answered}`;
    }
  }
  if (figure.expect === 'clusters') {
    if (!Array.isArray(body) || body.some((feature) => typeof feature?.count !== 'number')) {
      return Array.isArray(body)
        ? `no clusters: answered ${count(body.length)} stations, ${kb(answer.wireBytes)}`
        : 'not an array of features';
    }
  }
  return null;
}

/** How many stations a bbox figure's box holds, as its features' counts must add up to. */
async function stationsInBox(databaseUrl, [minLon, minLat, maxLon, maxLat]) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM devices.base_stations WHERE longitude BETWEEN $1 AND $3 AND latitude BETWEEN $2 AND $4`,
      [minLon, minLat, maxLon, maxLat],
    );
    return rows[0].n;
  } finally {
    await db.end();
  }
}

/**
 * One figure under load: probed once (what it answers, its size on the wire as a browser receives
 * it), then, when the route has the feature, alternating rounds beside its bare query. Answers the
 * table's row.
 */
export async function measureLoadFigure(figure, { baseUrl, headersAs, bareUrl, databaseUrl, rounds, seconds }) {
  const url = `${baseUrl}${figure.path}`;
  const headers = headersAs[figure.as];
  const row = { figure: figure.figure, goal: goalText(figure.goal), measured: '', baseline: '', ratio: '', holds: '' };
  const answer = await probe(url, { headers, timeoutMs: 60_000 });
  const why = missing(figure, answer);
  if (why) return { ...row, measured: `not available (${why}, ${ms(answer.ms)})`, holds: 'not available' };

  const body = jsonOf(answer);
  const { target, baseline } = await alternatingRounds({
    target: { url, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } },
    baseline: { url: bareUrl },
    rounds,
    seconds,
  });
  const notes = [];
  let fits = true;
  if (figure.goal.kb) {
    notes.push(kb(answer.wireBytes));
    fits &&= answer.wireBytes <= figure.goal.kb * 1024;
  }
  if (figure.expect === 'clusters') {
    const inBox = await stationsInBox(databaseUrl, new URL(url).searchParams.get('bbox').split(',').map(Number));
    const counted = body.reduce((total, feature) => total + feature.count, 0);
    notes.push(`${count(body.length)} features, counts ${count(counted)} of ${count(inBox)} in the box`);
    fits &&= body.length <= figure.goal.features && counted === inBox;
  }
  if (target.failures) notes.push(`failed: ${failedText(target.failed)}`);
  const holds = fits && target.p95 <= figure.goal.p95 && target.failures === 0;
  return {
    ...row,
    measured: [`p95 ${ms(target.p95)}`, `${count(Math.round(target.perSecond))}/s`, ...notes].join(', '),
    baseline: `p95 ${ms(baseline.p95)}, ${count(Math.round(baseline.perSecond))}/s`,
    ratio: Number.isFinite(target.p95 / baseline.p95) ? `${(target.p95 / baseline.p95).toFixed(1)}x p95` : '',
    holds: holds ? 'yes' : 'no',
  };
}
