import { sustainedTrack, trackRounds } from '../track-rounds.mjs';

const CPU_GOAL = 1.6;
const RATE_GOAL = 0.45;
const CONNECTIONS = 100;

/**
 * The tracker's route as bench/track.mjs measures it (its sustained rounds, each after a bare
 * Fastify POST answering 202 and the route's floor), on the seeded system: the gateway's CPU an
 * accepted event beside the bare server's a request and the floor's an event, the rates, and the
 * events lost. Answers the table's row.
 */
export async function measureTrack(system, { seconds, rounds, say }) {
  const track = await trackRounds(system, { connections: CONNECTIONS });
  try {
    const s = await sustainedTrack(track, { seconds, count: rounds, say });
    const cpuRatio = s.gatewayCpu / s.bareCpu;
    const rateRatio = s.trackRate / s.bareRate;
    const holds = cpuRatio <= CPU_GOAL && rateRatio >= RATE_GOAL && s.lost === 0 && s.errors === 0;
    return {
      figure: `track: POST /api/analytics/track, ${CONNECTIONS} connections, ${seconds} s rounds`,
      goal: `gateway CPU an event ≤ ${CPU_GOAL}x bare's, rate ≥ ${RATE_GOAL}x bare, 0 lost`,
      measured:
        `${Math.round(s.trackRate).toLocaleString('en-GB')}/s, gateway ${s.gatewayCpu.toFixed(0)} µs an event, ` +
        `${s.lost} lost${s.errors ? `, ${s.errors} failed` : ''}`,
      baseline:
        `${Math.round(s.bareRate).toLocaleString('en-GB')}/s, bare ${s.bareCpu.toFixed(0)} µs a request; ` +
        `the same work without the gateway's machinery ${Math.round(s.floorRate).toLocaleString('en-GB')}/s, ` +
        `${s.floorCpu.toFixed(0)} µs an event`,
      ratio:
        `${cpuRatio.toFixed(2)}x CPU, ${rateRatio.toFixed(2)}x rate ` +
        `(the floor's: ${(s.gatewayCpu / s.floorCpu).toFixed(2)}x CPU, ${(s.trackRate / s.floorRate).toFixed(2)}x rate)`,
      holds: holds ? 'yes' : 'no',
    };
  } finally {
    await track.end();
  }
}
