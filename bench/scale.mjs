// The platform at a national fleet's size. Seeds a database of its own (kept between runs) with
// 100,000 stations (keys and statuses), 1,000,000 users, 1,000,000 characters, 10,000,000 visits
// (one character with 5,000), 200,000 interests and 100,000 orders, server-side in SQL, and prints
// each table's time. Then measures, 20 connections, the median of alternating rounds, each beside
// a bare Fastify server in a process of its own that answers the same page with one bare SQL
// query: every admin list's first page and a search, the map's view of the UK and of a city's
// streets, the account page of the character with 5,000 visits, the fleet summary and map,
// heartbeats at 4,200/s, the tracker's route, and the whole-list routes at 100,000 stations
// (their time and the gateway's memory). A route without the feature a figure needs (paging,
// clusters) is reported "not available" and not loaded.
// Run after a build: node bench/scale.mjs [--reseed] [--seconds=5] [--rounds=3] [--only=<part of a figure's name>,...]
// [--skip=<part of a figure's name>,...]
import { startBarePg } from './scale/bare-pg-process.mjs';
import { loadFigures, WHOLE_LISTS } from './scale/figures.mjs';
import { BARE_HEARTBEAT, measureHeartbeats } from './scale/heartbeats.mjs';
import { measureLoadFigure } from './scale/load-figures.mjs';
import { startScaleSystem } from './scale/scale-system.mjs';
import { headersOfCallers } from './scale/sessions.mjs';
import { settle } from './scale/settle.mjs';
import { measureTrack } from './scale/track-figure.mjs';
import { measureWholeList } from './scale/whole-lists.mjs';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SECONDS = Number(option('seconds', 5));
const ROUNDS = Number(option('rounds', 3));
const ONLY = option('only', '').toLowerCase().split(',');
const SKIP = option('skip', '').toLowerCase().split(',').filter(Boolean);
const say = (text) => process.stderr.write(`… ${text}\n`);
const wanted = (figure) =>
  ONLY.some((part) => figure.toLowerCase().includes(part)) && !SKIP.some((part) => figure.toLowerCase().includes(part));

const scale = await startScaleSystem({ reseed: process.argv.includes('--reseed'), say });
const { system, databaseUrl, facts } = scale;
/** Says what is measured next, once the system is quiet after the last figure. */
const next = async (name) => {
  const waited = await settle(system, databaseUrl);
  say(`${name}${waited > 2000 ? ` (after ${(waited / 1000).toFixed(0)} s for the system to be quiet)` : ''}`);
};
let bare;
try {
  if (scale.seedTimings) {
    console.log(`\nSeeded in ${scale.seedTimings.at(-1).seconds} s (INSERT … SELECT over generate_series, two sessions):`);
    console.table(scale.seedTimings);
  } else {
    console.log(`\nThe data seeded earlier (in ${facts.seconds} s) is measured again; --reseed seeds it anew.`);
  }
  const headersAs = await headersOfCallers(system);
  const figures = loadFigures({ ownerId: facts.ownerId }).filter((f) => wanted(f.figure));
  const wholeLists = WHOLE_LISTS.filter((l) => wanted(l.figure));
  bare = await startBarePg(databaseUrl, [
    ...figures.map((f) => f.baseline),
    ...wholeLists.map((l) => ({ sql: l.sql })),
    BARE_HEARTBEAT,
  ]);
  const context = { baseUrl: system.baseUrl, headersAs, databaseUrl, rounds: ROUNDS, seconds: SECONDS };
  const rows = [];
  // A list that answered its first page whole (or not at all) is not asked again for its search:
  // at this size each such answer costs the machine seconds.
  const unpaged = new Map();
  for (const [index, figure] of figures.entries()) {
    await next(figure.figure);
    const route = figure.path.split('?')[0];
    if (figure.expect === 'page' && unpaged.has(route)) {
      rows.push({ ...unpaged.get(route), figure: figure.figure, measured: 'not available (as its first page)' });
      continue;
    }
    const row = await measureLoadFigure(figure, { ...context, bareUrl: bare.urls[index] });
    if (figure.expect === 'page' && row.holds === 'not available') unpaged.set(route, row);
    rows.push(row);
  }
  if (wanted('heartbeats')) {
    await next('heartbeats');
    rows.push(
      await measureHeartbeats({
        ...context,
        bareUrl: bare.urls.at(-1),
        stumps: facts.seeded.stations,
        stumpKeySalt: scale.stumpKeySalt,
      }),
    );
  }
  if (wanted('track')) {
    await next('track');
    rows.push(await measureTrack(system, { seconds: Math.max(SECONDS, 10), rounds: ROUNDS, say }));
  }
  for (const [index, list] of wholeLists.entries()) {
    await next(list.figure);
    rows.push(
      await measureWholeList(list, {
        ...context,
        bareUrl: bare.urls[figures.length + index],
        gatewayPid: system.pidOf('gateway'),
        expectedItems: facts.seeded.stations,
      }),
    );
  }
  console.log(
    `\nAt ${facts.seeded.stations.toLocaleString('en-GB')} stations, ${facts.seeded.users.toLocaleString('en-GB')} users, ` +
      `${facts.seeded.characters.toLocaleString('en-GB')} characters and ${facts.seeded.visits.toLocaleString('en-GB')} visits; ` +
      `autocannon, 20 connections unless said, median of ${ROUNDS} rounds of ${SECONDS} s, each right after its baseline ` +
      `(a bare Fastify server answering the same page with one SQL query), sizes as sent to a browser that accepts compression:`,
  );
  console.table(rows);
} finally {
  await bare?.stop();
  await scale.stop();
}
