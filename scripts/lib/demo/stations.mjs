// The demo stumps: stations made as an admin makes them, each with a key, then calling in as
// stumps do (heartbeats with their health) through the device route.
import { eachLimited } from './api.mjs';
import { randomOf } from './deterministic.mjs';

/**
 * Makes the world's stations that are missing and a key for each station without an active one.
 * Answers every demo station's id by base id, and the keys made now (a key is shown only once, so
 * only a station keyed in this run calls in: one keyed before has called already).
 */
export async function ensureStations(api, admin, db, world) {
  const { body: listed } = await api.call(200, '/api/basestations');
  const ids = new Map(listed.filter((s) => world.stations.some((w) => w.baseId === s.base_id)).map((s) => [s.base_id, s._id]));
  const created = [];
  await eachLimited(
    world.stations.filter((station) => !ids.has(station.baseId)),
    8,
    async (station) => {
      const { body } = await api.call(201, '/api/basestations', {
        method: 'POST',
        headers: admin,
        json: {
          base_id: station.baseId,
          friendly_name: station.friendlyName,
          latitude: station.latitude,
          longitude: station.longitude,
        },
      });
      ids.set(station.baseId, body._id);
      created.push(body._id);
    },
  );
  // No route sets when a station was put up; the demo's stumps stand in the woods for months before
  // the families' visits, which a stump may report only from its station's installation on.
  if (created.length) {
    await db.query(
      `UPDATE devices.base_stations SET created_at = now() - interval '120 days' - (random() * interval '60 days')
        WHERE id = ANY($1::uuid[])`,
      [created],
    );
  }

  const { body: keys } = await api.call(200, '/api/apikeys', { headers: admin });
  const keyed = new Set(keys.filter((key) => !key.revoked && key.baseStation).map((key) => key.baseStation._id));
  const newKeys = new Map();
  await eachLimited(
    world.stations.filter((station) => !keyed.has(ids.get(station.baseId))),
    8,
    async (station) => {
      const { body } = await api.call(201, '/api/apikeys/generate', {
        method: 'POST',
        headers: admin,
        json: { baseStationId: ids.get(station.baseId) },
      });
      newKeys.set(station.baseId, body.apiKey);
    },
  );
  return { ids, created: created.length, newKeys };
}

export const deviceHeaders = (apiKey) => ({ authorization: `ApiKey ${apiKey}` });

/** A heartbeat of each newly keyed stump that calls in, with health: one low on battery, the rest fine. */
export async function sendHeartbeats(api, world, newKeys, runningVersion = () => world.rollout.runningBefore) {
  let sent = 0;
  const calling = world.stations.filter((station) => station.calls !== 'never' && newKeys.has(station.baseId));
  await eachLimited(calling, 8, async (station) => {
    const random = randomOf(`health:${station.baseId}`);
    await api.call(200, '/api/device/v1/heartbeat', {
      method: 'POST',
      headers: deviceHeaders(newKeys.get(station.baseId)),
      json: {
        runningVersion: runningVersion(station),
        uptimeSeconds: random.between(3, 40) * 86_400,
        batteryPercent: station.lowBattery ? random.between(8, 14) : random.between(52, 98),
        temperatureC: Math.round((4 + random.next() * 12) * 10) / 10,
        signalDbm: -random.between(58, 96),
        freeStorageMb: random.between(380, 900),
        storiesPlayed: random.between(0, 6),
      },
    });
    sent++;
  });
  return sent;
}

/**
 * The stumps that fell silent: their last call is put days back (no route can say a stump called
 * in the past), so the fleet's watch marks them silent as it would any stump that stopped calling.
 */
export async function silenceStumps(db, world, ids, newKeys) {
  const silent = world.stations
    .filter((station) => station.calls === 'silent' && newKeys.has(station.baseId))
    .map((station) => ids.get(station.baseId));
  if (!silent.length) return 0;
  await db.query(
    `UPDATE devices.station_status
        SET last_contact_at = now() - interval '2 days' - (random() * interval '3 days')
      WHERE station_id = ANY($1::uuid[])`,
    [silent],
  );
  return silent.length;
}
