// Simulated stumps for a running system: they enrol as stations with keys (as an admin would),
// then call the real device route as stumps do: heartbeats with health, firmware/next polling,
// the offered version fetched in two ranged halves, and a status report at each step; and their
// configuration, asked with the ETag of the one they hold and reported once applied.

import { zipOfFiles } from './zip.mjs';
import { jsonRequest } from './json-request.mjs';

/** Runs `work` over `items`, at most `concurrency` at once. */
export async function eachLimited(items, concurrency, work) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  });
  await Promise.all(lanes);
}

const send = jsonRequest;

/** Uploads a small version (a zip of one story file) as the admin; answers it. */
export async function uploadStoryVersion(url, admin, tag) {
  const zip = await zipOfFiles([{ name: 'story.bin', content: 'once upon a time '.repeat(4000) }]);
  const form = new FormData();
  form.append('tag', tag);
  form.append('versionZip', new Blob([new Uint8Array(zip)]), `${tag}.zip`);
  const uploaded = await fetch(`${url}/api/versions/upload`, { method: 'POST', headers: admin, body: form });
  const version = await uploaded.json();
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(version)}`);
  return version;
}

/** `count` stations near Birmingham, each with a key: what a stump needs to call in. */
export async function enrolStumps(
  url,
  admin,
  count,
  { prefix = `sim-${Date.now().toString(36)}`, concurrency = 16, onProgress } = {},
) {
  const stumps = new Array(count);
  let done = 0;
  await eachLimited([...Array(count).keys()], concurrency, async (index) => {
    const station = await send(url, '/api/basestations', {
      method: 'POST',
      headers: admin,
      json: {
        base_id: `${prefix}-${index}`,
        friendly_name: `Simulated stump ${index}`,
        latitude: 52.48 + ((index % 100) - 50) * 0.01,
        longitude: -1.9 + ((Math.floor(index / 100) % 100) - 50) * 0.01,
      },
    });
    if (station.status !== 201) throw new Error(`station ${index}: ${station.status} ${JSON.stringify(station.body)}`);
    const key = await send(url, '/api/apikeys/generate', {
      method: 'POST',
      headers: admin,
      json: { baseStationId: station.body._id },
    });
    if (key.status !== 201) throw new Error(`key ${index}: ${key.status} ${JSON.stringify(key.body)}`);
    stumps[index] = {
      stationId: station.body._id,
      apiKey: key.body.apiKey,
      running: 'v0',
      uptime: 0,
      configEtag: null,
      configVersion: 0,
    };
    onProgress?.(++done);
  });
  return stumps;
}

/** What the simulated stumps did, summed up. */
export function newTally() {
  return {
    heartbeats: 0,
    polls: 0,
    offers: 0,
    downloads: 0,
    successes: 0,
    failures: 0,
    configPolls: 0,
    configUnchanged: 0,
    configsApplied: 0,
    errors: 0,
  };
}

/** One heartbeat with the stump's health, and its vitals (`fleet-sim-vitals.mjs`) when given; answers its status. */
export async function heartbeat(url, stump, tally, vitals = {}) {
  stump.uptime += 60;
  const res = await send(url, '/api/device/v1/heartbeat', {
    method: 'POST',
    headers: { authorization: `ApiKey ${stump.apiKey}` },
    json: {
      runningVersion: stump.running,
      uptimeSeconds: stump.uptime,
      batteryPercent: 40 + Math.floor(Math.random() * 60),
      temperatureC: Math.round((5 + Math.random() * 15) * 10) / 10,
      signalDbm: -60 - Math.floor(Math.random() * 40),
      freeStorageMb: 400 + Math.floor(Math.random() * 200),
      storiesPlayed: Math.floor(Math.random() * 4),
      ...vitals,
    },
  });
  if (res.status === 200) tally.heartbeats++;
  else tally.errors++;
  return res.status;
}

/**
 * Asks what to run next; when offered a version, fetches it in two ranged halves, reports
 * downloading and installing, then success, or failure with probability `failureRate`. Answers
 * how it ended: `nothing` offered, `error`, `success` or `failure`.
 */
export async function pollFirmware(url, stump, failureRate, tally) {
  const auth = { authorization: `ApiKey ${stump.apiKey}` };
  const next = await send(url, `/api/device/v1/firmware/next?current=${encodeURIComponent(stump.running)}`, { headers: auth });
  tally.polls++;
  if (next.status === 204) return 'nothing';
  if (next.status !== 200) {
    tally.errors++;
    return 'error';
  }
  tally.offers++;
  const offer = next.body;
  const report = (status) =>
    send(url, '/api/device/v1/firmware/status', { method: 'POST', headers: auth, json: { status, tag: offer.tag } });
  await report('downloading');
  const half = Math.floor(offer.size / 2);
  for (const range of [`bytes=0-${half - 1}`, `bytes=${half}-`]) {
    const part = await fetch(new URL(offer.url, url), { headers: { range } });
    await part.arrayBuffer();
    if (part.status !== 206) tally.errors++;
  }
  tally.downloads++;
  await report('installing');
  if (Math.random() < failureRate) {
    await report('failure');
    tally.failures++;
    return 'failure';
  }
  await report('success');
  stump.running = offer.tag;
  tally.successes++;
  return 'success';
}

/**
 * Asks for the stump's configuration with the ETag of the one it holds: nothing to do on 304;
 * otherwise it applies the new one and reports its version. Answers the version it holds.
 */
export async function pollConfig(url, stump, tally) {
  const auth = { authorization: `ApiKey ${stump.apiKey}` };
  const res = await send(url, '/api/device/v1/config', {
    headers: { ...auth, ...(stump.configEtag ? { 'if-none-match': stump.configEtag } : {}) },
  });
  tally.configPolls++;
  if (res.status === 304) {
    tally.configUnchanged++;
    return stump.configVersion;
  }
  if (res.status !== 200) {
    tally.errors++;
    return stump.configVersion;
  }
  const applied = await send(url, '/api/device/v1/config/applied', {
    method: 'POST',
    headers: auth,
    json: { version: res.body.version },
  });
  if (applied.status !== 200) {
    tally.errors++;
    return stump.configVersion;
  }
  stump.configEtag = res.headers.get('etag');
  stump.configVersion = res.body.version;
  tally.configsApplied++;
  return stump.configVersion;
}
