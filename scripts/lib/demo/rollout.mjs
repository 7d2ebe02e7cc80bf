// A firmware rollout in progress: a version uploaded and rolled out in phases to some of the demo
// stumps; the first phase's stumps fetch it and report each step as stumps do, so the version runs
// on a share of the fleet while the rest wait for their phase.
import { zipOfFiles } from '../zip.mjs';
import { deviceHeaders } from './stations.mjs';

async function uploadVersion(api, admin, tag) {
  const zip = await zipOfFiles([{ name: 'stories/woodland.bin', content: 'once upon a time in the woods '.repeat(2000) }]);
  const form = new FormData();
  form.append('tag', tag);
  form.append('versionZip', new Blob([new Uint8Array(zip)]), `${tag}.zip`);
  const { body } = await api.call(201, '/api/versions/upload', { method: 'POST', headers: admin, body: form });
  return body;
}

/** One stump takes the version it is offered: downloading, installing, success, then a heartbeat running it. */
async function install(api, apiKey, runningBefore) {
  const headers = deviceHeaders(apiKey);
  const { status, body: offer } = await api.call([200, 204], `/api/device/v1/firmware/next?current=${runningBefore}`, {
    headers,
  });
  if (status === 204) return false;
  for (const step of ['downloading', 'installing', 'success']) {
    await api.call([200, 201], '/api/device/v1/firmware/status', {
      method: 'POST',
      headers,
      json: { status: step, tag: offer.tag },
    });
  }
  await api.call(200, '/api/device/v1/heartbeat', {
    method: 'POST',
    headers,
    json: { runningVersion: offer.tag, uptimeSeconds: 60 },
  });
  return true;
}

/** The demo rollout, started once; the stumps of its first phase keyed in this run install it. */
export async function ensureRollout(api, admin, world, ids, newKeys) {
  const { tag, runningBefore, phases } = world.rollout;
  const { body: versions } = await api.call(200, '/api/versions', { headers: admin });
  const version = versions.find((v) => v.tag === tag) ?? (await uploadVersion(api, admin, tag));
  const { body: rollouts } = await api.call(200, '/api/rollouts', { headers: admin });
  let rollout = rollouts.find((r) => r.versionId === version._id);
  if (rollout) return { started: false, installed: 0, rollout };

  ({ body: rollout } = await api.call(201, '/api/rollouts', {
    method: 'POST',
    headers: admin,
    json: { versionId: version._id, stationIds: world.rollout.stations.map((baseId) => ids.get(baseId)), phases },
  }));
  let installed = 0;
  for (const station of rollout.stations.filter((s) => s.phase === 0 && newKeys.has(s.base_id))) {
    if (await install(api, newKeys.get(station.base_id), runningBefore)) installed++;
  }
  ({ body: rollout } = await api.call(200, `/api/rollouts/${rollout._id}`, { headers: admin }));
  return { started: true, installed, rollout };
}
