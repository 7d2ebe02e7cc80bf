import { alternatingRounds, failedText } from './rounds.mjs';
import { stumpKey } from './seeded-data.mjs';

export const HEARTBEAT_RATE = 4_200;
const P99_GOAL_MS = 100;
/** One heartbeat in flight a connection: at this rate a few milliseconds each would be too few connections. */
const CONNECTIONS = 200;

/** The body a stump sends with its heartbeat. */
const heartbeatBody = (seq) =>
  JSON.stringify({
    runningVersion: 'v1.20.0',
    uptimeSeconds: seq,
    batteryPercent: 40 + (seq % 60),
    temperatureC: 9.5,
    signalDbm: -70,
    storiesPlayed: 1,
  });

/** autocannon's options for heartbeats from every seeded stump in turn, each with its own key. */
function heartbeatsFrom(stumps, stumpKeySalt) {
  const authorizations = Array.from({ length: stumps }, (_, n) => `ApiKey ${stumpKey(stumpKeySalt, n + 1)}`);
  let sent = 0;
  return {
    method: 'POST',
    connections: CONNECTIONS,
    overallRate: HEARTBEAT_RATE,
    requests: [
      {
        setupRequest: (request) => {
          const seq = sent++;
          return {
            ...request,
            headers: { ...request.headers, authorization: authorizations[seq % stumps], 'content-type': 'application/json' },
            body: heartbeatBody(seq),
          };
        },
      },
    ],
  };
}

/**
 * The device route at a national fleet's pace: every seeded stump's heartbeat in turn at 4,200 a
 * second, beside the bare server's own write of the same heartbeat (its station's last contact,
 * found by the key's sha256) at the same rate. Every stump calls in once first, as in the steady
 * state. Answers the table's row.
 */
export async function measureHeartbeats({ baseUrl, bareUrl, stumps, stumpKeySalt, rounds, seconds }) {
  const load = heartbeatsFrom(stumps, stumpKeySalt);
  const { target, baseline } = await alternatingRounds({
    target: { ...load, url: `${baseUrl}/api/device/v1/heartbeat` },
    baseline: { ...load, url: bareUrl },
    rounds,
    seconds,
    warmUpSeconds: Math.ceil(stumps / HEARTBEAT_RATE),
  });
  const holds = target.perSecond >= HEARTBEAT_RATE * 0.98 && target.p99 <= P99_GOAL_MS && target.failures === 0;
  return {
    figure: `heartbeats from ${stumps.toLocaleString('en-GB')} stumps, ${HEARTBEAT_RATE.toLocaleString('en-GB')}/s offered, ${CONNECTIONS} connections`,
    goal: `≥ ${HEARTBEAT_RATE.toLocaleString('en-GB')}/s at p99 ≤ ${P99_GOAL_MS} ms`,
    measured: `${Math.round(target.perSecond).toLocaleString('en-GB')}/s, p99 ${target.p99} ms${target.failures ? `, failed: ${failedText(target.failed)}` : ''}`,
    baseline: `${Math.round(baseline.perSecond).toLocaleString('en-GB')}/s, p99 ${baseline.p99} ms`,
    ratio: `${(target.perSecond / baseline.perSecond).toFixed(2)}x rate, ${(target.p99 / baseline.p99).toFixed(1)}x p99`,
    holds: holds ? 'yes' : 'no',
  };
}

/** The bare server's heartbeat: the same station's last contact and uptime written, found by the key's hash. */
export const BARE_HEARTBEAT = {
  method: 'POST',
  sql: `UPDATE devices.station_status s SET last_contact_at = now(), uptime_seconds = $2, battery_percent = $3
          FROM devices.api_keys k WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND s.station_id = k.base_station_id
        RETURNING s.station_id AS "stationId"`,
  params: [{ apiKeyHash: true }, { body: 'uptimeSeconds' }, { body: 'batteryPercent' }],
  single: true,
};
