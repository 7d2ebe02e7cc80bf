// Simulated stumps' visits: characters (made as the admin) seen at the stumps, sent a batch a
// minute with the stump's own clock reading (`sentAt`). Some stumps' clocks drift (behind or ahead,
// two minutes to two days); some go offline for a while, keep what they see, and come back with it
// all in batches of at most 500.

import { randomUUID } from 'node:crypto';
import { jsonRequest as send } from './json-request.mjs';

const BATCH = 500;
const DAY_MS = 86_400_000;

/** `count` characters of one new type, as the admin; answers their serial numbers. */
export async function makeCharacters(url, admin, count) {
  const encrypted = `sim-${Date.now().toString(36)}`;
  const type = await send(url, '/api/characterTypes/appendtype', {
    method: 'POST',
    headers: admin,
    json: { characterEncryptedType: encrypted, characterType: 'sim-owl' },
  });
  if (type.status !== 201) throw new Error(`character type: ${type.status} ${JSON.stringify(type.body)}`);
  const serials = [];
  for (let i = 0; i < count; i++) {
    const serialNumber = `${encrypted}-${i}`;
    const made = await send(url, '/api/characters/createAsAdmin', {
      method: 'POST',
      headers: admin,
      json: { encryptedCharacterType: encrypted, serialNumber },
    });
    if (made.status !== 201) throw new Error(`character ${i}: ${made.status} ${JSON.stringify(made.body)}`);
    serials.push(serialNumber);
  }
  return serials;
}

/** Gives each stump its clock (drifting with probability `driftRate`) and, with `offlineRate`, a stretch offline. */
export function giveClocks(stumps, { driftRate, offlineRate, offlineMs, startedAt = Date.now() }) {
  for (const stump of stumps) {
    const drifts = Math.random() < driftRate;
    const size = 2 * 60_000 + Math.random() * (2 * DAY_MS - 2 * 60_000);
    stump.clockOffsetMs = drifts ? (Math.random() < 0.5 ? -size : size) : 0;
    const offline = Math.random() < offlineRate;
    const from = startedAt + Math.random() * offlineMs;
    stump.offline = offline ? { from, until: from + offlineMs } : null;
    stump.kept = [];
  }
}

/** Whether the stump is out of reach now: it sends nothing, not even its heartbeat. */
export const isOffline = (stump, now = Date.now()) =>
  stump.offline !== null && now >= stump.offline.from && now < stump.offline.until;

/** The visits' tallies. */
export const visitTally = () => ({ visitsRecorded: 0, visitsRejected: 0, lateBatches: 0, visitErrors: 0 });

/** A minute of a stump: a few characters seen (by its own clock), sent now unless it is offline. */
export async function visitsTick(url, stump, serials, tally, now = Date.now()) {
  const stumpNow = now - stump.clockOffsetMs;
  const seen = Math.floor(Math.random() * 3);
  for (let i = 0; i < seen; i++) {
    stump.kept.push({
      eventId: randomUUID(),
      serialNumber: serials[Math.floor(Math.random() * serials.length)],
      occurredAt: new Date(stumpNow - Math.floor(Math.random() * 60_000)).toISOString(),
    });
  }
  if (isOffline(stump, now)) return;
  const late = stump.offline !== null && !stump.offline.returned && now >= stump.offline.until;
  if (late) stump.offline.returned = true;
  while (stump.kept.length) {
    const visits = stump.kept.slice(0, BATCH);
    const res = await send(url, '/api/device/v1/visits', {
      method: 'POST',
      headers: { authorization: `ApiKey ${stump.apiKey}` },
      json: { visits, sentAt: new Date(Date.now() - stump.clockOffsetMs).toISOString() },
    });
    if (res.status !== 200) {
      tally.visitErrors++;
      return;
    }
    stump.kept = stump.kept.slice(visits.length);
    tally.visitsRecorded += res.body.recorded + res.body.duplicates;
    tally.visitsRejected += res.body.rejected;
  }
  if (late) tally.lateBatches++;
}
