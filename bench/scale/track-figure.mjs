import { sustainedTrack, trackRounds } from '../track-rounds.mjs';

const CPU_GOAL = 1.6;
const RATE_GOAL = 0.45;
const CONNECTIONS = 100;

/**
 * The tracker's route as bench/track.mjs measures it (its sustained rounds, each after a bare
 * Fastify POST answering 202), on the seeded system: the gateway's CPU an accepted event beside
 * the bare server's a request, the rates, and the events lost. Answers the table's row.
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
      baseline: `${Math.round(s.bareRate).toLocaleString('en-GB')}/s, bare ${s.bareCpu.toFixed(0)} µs a request`,
      ratio: `${cpuRatio.toFixed(2)}x CPU, ${rateRatio.toFixed(2)}x rate`,
      holds: holds ? 'yes' : 'no',
    };
  } finally {
    await track.end();
  }
}
