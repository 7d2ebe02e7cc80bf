// The families' journeys: each of their characters' visits over the last weeks, reported by the
// stumps they visited through the device route, each with an event id of its own so a visit sent
// again is recorded once.
import { eachLimited } from './api.mjs';
import { randomOf, uuidOf } from './deterministic.mjs';
import { deviceHeaders } from './stations.mjs';
import { JOURNEY_DAYS } from './world.mjs';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A stump reports at most this many visits at once. */
const BATCH = 500;

/** Every visit of the world's characters, by the base id of the stump that saw it. */
export function journeyVisits(world, now = Date.now()) {
  const byStation = new Map();
  for (const family of world.families) {
    for (const character of family.characters) {
      const random = randomOf(`journey:${character.serialNumber}`);
      const count = random.between(...world.visitsPerCharacter);
      for (let i = 0; i < count; i++) {
        // Mostly the family's home stumps (listed first), now and then one further away.
        const baseId = family.visits[Math.min(family.visits.length - 1, Math.floor(random.next() ** 2 * family.visits.length))];
        const day = Math.floor(now / DAY_MS) * DAY_MS - random.between(0, JOURNEY_DAYS - 1) * DAY_MS;
        let at = day + random.between(9, 18) * HOUR_MS + random.between(0, 59) * 60_000;
        if (at > now - HOUR_MS) at -= DAY_MS;
        const visits = byStation.get(baseId) ?? [];
        visits.push({
          eventId: uuidOf(`visit:${character.serialNumber}:${i}`),
          serialNumber: character.serialNumber,
          occurredAt: new Date(at).toISOString(),
        });
        byStation.set(baseId, visits);
      }
    }
  }
  return byStation;
}

/** The stumps keyed in this run report their visits; answers how many were recorded. */
export async function reportVisits(api, world, newKeys) {
  const byStation = journeyVisits(world);
  let recorded = 0;
  await eachLimited(
    [...byStation].filter(([baseId]) => newKeys.has(baseId)),
    4,
    async ([baseId, visits]) => {
      for (let start = 0; start < visits.length; start += BATCH) {
        const { body } = await api.call(200, '/api/device/v1/visits', {
          method: 'POST',
          headers: deviceHeaders(newKeys.get(baseId)),
          json: { visits: visits.slice(start, start + BATCH) },
        });
        if (body.rejected) {
          const first = body.results.find((result) => result.status === 'rejected');
          throw new Error(`${baseId} reported ${body.rejected} visits that were rejected: ${first.error.message}`);
        }
        recorded += body.recorded;
      }
    },
  );
  return recorded;
}
