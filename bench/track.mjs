// POST /api/analytics/track under sustained load, as the system runs with npm start (the rollup on
// its schedule): 100 connections flat out, 15 s a round after a 5 s warm-up, three rounds, each
// right after two baselines, each in a process of its own: a bare Fastify server answering the
// same POST 202 with no work, and the route's floor (bench/track-floor: the route's own work with
// the gateway's code, none of the gateway's per-request machinery). Prints the medians, the ratio
// of each to its baselines, the events lost (accepted but not stored once the analytics service
// has drained the stream) and where the two cores went (CPU seconds per process over the round).
// Before the rounds, a 5 s run after a light warm-up shows what a short run measures.
// Run after a build: node bench/track.mjs [seconds-per-round] [rounds]
import { startSystem } from '../libs/testing/dist/index.js';
import { loadWithP95 } from './load.mjs';
import { cpuPerRequest, sustainedTrack, trackRounds } from './track-rounds.mjs';

const [secondsArg, roundsArg] = process.argv.slice(2).filter((a) => /^\d+$/.test(a));
const SECONDS = Number(secondsArg ?? 15);
const ROUNDS = Number(roundsArg ?? 3);
const CONNECTIONS = 100;
const say = (text) => process.stderr.write(`… ${text}\n`);

const system = await startSystem({ settings: { TRACK_RATE_LIMIT: '100000000', LOG_LEVEL: 'warn' } });
const rounds = await trackRounds(system, { connections: CONNECTIONS });
const { trackRound, bareRound, track, trackUrl } = rounds;

try {
  const rows = [];
  const cpuRows = [];

  say('a short run, as a 5 s step after a light warm-up measures');
  await loadWithP95({ ...track, url: trackUrl, connections: CONNECTIONS, duration: 2, overallRate: 1000 });
  const shortBare = await bareRound(5);
  const short = await trackRound(5);
  rows.push({
    load: 'short: 5 s after a 2 s warm-up at 1,000/s',
    'bare 202/s': Math.round(shortBare.perSecond),
    'track/s': Math.round(short.perSecond),
    'x bare': (short.perSecond / shortBare.perSecond).toFixed(2),
    'bare p99 ms': shortBare.p99,
    'track p99 ms': short.p99,
    'p99 x bare': (short.p99 / shortBare.p99).toFixed(2),
    lost: short.lost,
    errors: short.errors,
  });
  cpuRows.push({ round: 'short, track', ...short.cpu });

  const sustained = await sustainedTrack(rounds, { seconds: SECONDS, count: ROUNDS, say });
  const { bares, floors, tracks, bareRate, floorRate, trackRate, bareP99, trackP99 } = sustained;
  for (const [index, bare] of bares.entries()) {
    cpuRows.push({ round: `${index + 1}, bare`, ...bare.cpu });
    cpuRows.push({ round: `${index + 1}, floor`, ...floors[index].cpu });
    cpuRows.push({ round: `${index + 1}, track`, ...tracks[index].cpu });
  }
  rows.push({
    load: `sustained: ${SECONDS} s after a 5 s warm-up (median of ${ROUNDS})`,
    'bare 202/s': Math.round(bareRate),
    'track/s': Math.round(trackRate),
    'x bare': (trackRate / bareRate).toFixed(2),
    'bare p99 ms': bareP99,
    'track p99 ms': trackP99,
    'p99 x bare': (trackP99 / bareP99).toFixed(2),
    lost: sustained.lost,
    errors: sustained.errors,
  });
  const floorRows = [
    {
      server: 'the floor: the same work, no gateway machinery',
      'events/s': Math.round(floorRate),
      'p99 ms': sustained.floorP99,
      lost: sustained.floorLost,
      errors: sustained.floorErrors,
    },
    {
      server: 'the gateway',
      'events/s': Math.round(trackRate),
      'p99 ms': trackP99,
      lost: sustained.lost,
      errors: sustained.errors,
    },
  ];

  console.log(`\nPOST /api/analytics/track, ${CONNECTIONS} connections, autocannon, Node ${process.versions.node}:`);
  console.table(rows);
  console.log(`\nThe same events, sustained (median of ${ROUNDS}), on the floor and on the gateway:`);
  console.table(floorRows);
  console.log('\nCPU per process over each round (100% = one core; the machine has two):');
  console.table(cpuRows);

  // CPU µs a request costs each process, from the median rounds' totals.
  const perRequest = (of, name) => cpuPerRequest(of, name, SECONDS);
  const bareServer = sustained.bareCpu;
  const bareLoad = perRequest(bares, 'load generator');
  const gateway = sustained.gatewayCpu;
  const floor = sustained.floorCpu;
  const storing = ['analytics', 'postgres', 'nats-server', 'redis-server'].reduce(
    (total, name) => total + perRequest(tracks, name),
    0,
  );
  const ceilingWith = (gatewayMicros) => 2e6 / (gatewayMicros + bareLoad + storing);
  const asCheapAsBare = ceilingWith(bareServer);
  const asCheapAsFloor = ceilingWith(floor);
  const free = ceilingWith(0);
  console.log(
    `\nCPU µs a request: bare Fastify ${bareServer.toFixed(0)}, the floor ${floor.toFixed(0)}, gateway ${gateway.toFixed(0)} ` +
      `(${(gateway / bareServer).toFixed(2)}× bare, ${(gateway / floor).toFixed(2)}× the floor; rate ` +
      `${(trackRate / bareRate).toFixed(2)}× bare, ${(trackRate / floorRate).toFixed(2)}× the floor), ` +
      `load generator ${bareLoad.toFixed(0)}, storing and counting the event (analytics, PostgreSQL, NATS, ` +
      `Redis) ${storing.toFixed(0)}.\n` +
      `With the load generator and the storing on the same two cores, the most events/s they leave room for:\n` +
      `  were the gateway as cheap as the bare server: ${Math.round(asCheapAsBare)} (${(asCheapAsBare / bareRate).toFixed(2)}× bare)\n` +
      `  were the gateway as cheap as the floor: ${Math.round(asCheapAsFloor)} (${(asCheapAsFloor / bareRate).toFixed(2)}× bare)\n` +
      `  were the gateway free: ${Math.round(free)} (${(free / bareRate).toFixed(2)}× bare)`,
  );
} finally {
  await rounds.end();
  await system.stop();
}
