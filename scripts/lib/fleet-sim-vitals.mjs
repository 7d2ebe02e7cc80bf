// The simulated stumps' vitals: why each last started and its NFC read errors, sent with its
// heartbeat. A stump restarts after an update, and crashes (its next heartbeat says `crash`) with
// a probability a heartbeat: `crashRate` on the chosen version, `baseCrashRate` on any other. The
// time each version is observed is tallied as the platform counts it (the time since the stump's
// previous heartbeat on the version, at most 10 minutes), to print the crashes per observed hour.

import { loadavg } from 'node:os';

const MAX_OBSERVED_GAP_MS = 600_000;

/**
 * The fields a stump's next heartbeat adds: its reboot reason, if it restarted, and its NFC read
 * errors. `observed` (a Map by version) gains the heartbeat's observed seconds and crash.
 */
export function vitalsOf(stump, { crashVersion, crashRate, baseCrashRate, nfcErrorRate }, observed = new Map()) {
  const now = Date.now();
  const updated = stump.vitalsVersion !== undefined && stump.vitalsVersion !== stump.running;
  const sinceLast = updated || stump.vitalsAt === undefined ? 0 : Math.min(now - stump.vitalsAt, MAX_OBSERVED_GAP_MS);
  stump.vitalsVersion = stump.running;
  stump.vitalsAt = now;
  const crashes = Math.random() < (stump.running === crashVersion ? crashRate : baseCrashRate);
  const seen = observed.get(stump.running) ?? { seconds: 0, crashes: 0 };
  observed.set(stump.running, { seconds: seen.seconds + sinceLast / 1000, crashes: seen.crashes + (crashes ? 1 : 0) });
  const rebootReason = crashes ? 'crash' : updated ? 'update' : undefined;
  return {
    ...(rebootReason ? { rebootReason } : {}),
    nfcReadErrors: Math.random() < nfcErrorRate ? 1 : 0,
  };
}

/** Each version's hours observed, crashes, and crashes per observed hour, one line each. */
export function describeObserved(observed) {
  return [...observed].map(([tag, { seconds, crashes }]) => {
    const hours = seconds / 3600;
    const perHour = hours > 0 ? (crashes / hours).toFixed(3) : '-';
    return `${tag}: ${hours.toFixed(1)} hours observed, ${crashes} crashes, ${perHour} crashes per observed hour`;
  });
}

/** Reads a `DROP:HOURS` gate (`5:50`: at most 5 points below the previous version, judged after 50 hours). */
export function parseVitalsGate(text) {
  const match = /^(\d+(?:\.\d+)?):(\d+)$/.exec(text);
  if (!match) throw new Error('--vitals-gate must be DROP:HOURS, e.g. 5:50');
  return { maxCrashFreeDrop: Number(match[1]), minHoursObserved: Number(match[2]) };
}

/**
 * Prints a rollout's phase and status each time they change, with the minutes since it started;
 * `ended()` says once it halted, completed or was cancelled.
 */
export function watchRollout(url, admin, id, startedAt = Date.now()) {
  let seen = '';
  let status = 'running';
  const look = async () => {
    const res = await fetch(`${url}/api/rollouts/${id}?stationsLimit=1`, { headers: admin });
    if (res.status !== 200) return;
    const rollout = await res.json();
    status = rollout.status;
    const now = `${rollout.status}, phase ${rollout.phase + 1} of ${rollout.phases.length}`;
    if (now === seen) return;
    seen = now;
    const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
    const counts = `${rollout.counts.success} updated, ${rollout.counts.failure} failed`;
    const load = `load average ${loadavg()[0].toFixed(1)}`;
    console.log(
      `Rollout after ${minutes} min: ${now} (${counts}; ${load})${rollout.haltReason ? `: ${rollout.haltReason}` : ''}`,
    );
  };
  const timer = setInterval(() => void look().catch(() => {}), 5000);
  return { stop: () => clearInterval(timer), ended: () => ['halted', 'completed', 'cancelled'].includes(status) };
}
