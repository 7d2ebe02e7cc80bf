// Simulated stumps rotating their own keys while they heartbeat: each asks for its key's successor
// (`POST /api/device/v1/key/rotate`) at a random moment of the run's first half, then switches to
// it, most at once and a share only after a while (never past the old key's grace window). Every
// heartbeat is counted by the key it was sent with, and refusals (401/403) apart.

import { loadavg } from 'node:os';
import { jsonRequest as send } from './json-request.mjs';

/** Keeping the old key ends this long before its grace window does, so a slow call still falls inside it. */
const GRACE_MARGIN_MS = 60_000;

/**
 * Gives each stump its moment to rotate (within `withinMs` of now) and how long it keeps its old
 * key after that: up to `oldKeyMs` for a share `oldKeyRate` of them, none for the others.
 */
export function planKeyRotations(stumps, { withinMs, oldKeyRate, oldKeyMs }, now = Date.now()) {
  for (const stump of stumps) {
    stump.rotation = {
      at: now + Math.random() * withinMs,
      keepOldMs: Math.random() < oldKeyRate ? Math.random() * oldKeyMs : 0,
      oldKey: null,
      successor: null,
      switchAt: null,
    };
  }
}

/** What the rotating stumps did, summed up. */
export function keyRotationTally() {
  return { rotated: 0, rotationErrors: 0, oldKeyBeats: 0, newKeyBeats: 0, refusedBeats: 0 };
}

/**
 * The stump's rotation, if its moment has come: asks for the successor with its key, then, once
 * its time to switch has come, calls with the successor from then on.
 */
export async function rotationTick(url, stump, tally, now = Date.now()) {
  const rotation = stump.rotation;
  if (!rotation.successor && now >= rotation.at) {
    const res = await send(url, '/api/device/v1/key/rotate', {
      method: 'POST',
      headers: { authorization: `ApiKey ${stump.apiKey}` },
    });
    if (res.status !== 201) {
      tally.rotationErrors++;
      // Asked again at the next tick.
      return;
    }
    tally.rotated++;
    rotation.oldKey = stump.apiKey;
    rotation.successor = res.body.apiKey;
    const lastGraceMoment = Date.parse(res.body.predecessorAcceptedUntil) - GRACE_MARGIN_MS;
    rotation.switchAt = Math.min(now + rotation.keepOldMs, lastGraceMoment);
  }
  if (rotation.successor && stump.apiKey !== rotation.successor && now >= rotation.switchAt) stump.apiKey = rotation.successor;
}

/** Counts a heartbeat's answer by the key it was sent with: before rotating, the old key after, the successor. */
export function countRotatedBeat(stump, status, tally) {
  if (status === 401 || status === 403) tally.refusedBeats++;
  else if (status !== 200 || !stump.rotation.successor) return;
  else if (stump.apiKey === stump.rotation.successor) tally.newKeyBeats++;
  else tally.oldKeyBeats++;
}

/** The rotation's table: one row, as the figure is quoted, with the machine's load averages as it ends. */
export function rotationTable(stumps, tally) {
  return [
    {
      stumps: stumps.length,
      'keys rotated': tally.rotated,
      'heartbeats, old key after rotation': tally.oldKeyBeats,
      'heartbeats, new key': tally.newKeyBeats,
      'refused (401/403)': tally.refusedBeats,
      'rotation errors': tally.rotationErrors,
      'load (1, 5, 15 min)': loadavg()
        .map((load) => load.toFixed(1))
        .join(' '),
    },
  ];
}
