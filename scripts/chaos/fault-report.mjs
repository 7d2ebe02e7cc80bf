/**
 * One fault's row: the requests made from the fault until the phase ended, the errors among them by
 * status, and how long until every kind of request succeeded again (the end of the first success
 * after its last failure; a kind that never failed needed no recovery).
 */
export function faultRow(name, log, faultAt, phaseEnd) {
  const requests = log.between(faultAt, phaseEnd);
  const errors = new Map();
  for (const { outcome, ok } of requests) if (!ok) errors.set(outcome, (errors.get(outcome) ?? 0) + 1);
  const byKind = recoveryByKind(requests, faultAt);
  const times = Object.values(byKind);
  const slowest = Object.entries(byKind).sort(([, a], [, b]) => b - a)[0];
  const byStatus = [...errors].sort(([a], [b]) => String(a).localeCompare(String(b)));
  return {
    fault: name,
    requests: requests.length,
    errors: requests.length - requests.filter((entry) => entry.ok).length,
    'errors by status': byStatus.map(([status, n]) => `${status}: ${n}`).join(', ') || '-',
    'recovered in s': times.every(Number.isFinite) ? (Math.max(0, ...times) / 1000).toFixed(2) : 'no',
    'last to recover': slowest && slowest[1] > 0 ? slowest[0] : '-',
  };
}

/** Per kind of request, ms from the fault to the end of its first success after its last failure. */
function recoveryByKind(requests, faultAt) {
  const byKind = {};
  for (const kind of new Set(requests.map((entry) => entry.kind))) {
    const ofKind = requests.filter((entry) => entry.kind === kind).sort((a, b) => a.started - b.started);
    const lastFailure = ofKind.findLast((entry) => !entry.ok);
    if (!lastFailure) {
      byKind[kind] = 0;
      continue;
    }
    const success = ofKind.find((entry) => entry.ok && entry.started > lastFailure.started);
    byKind[kind] = success ? success.ended - faultAt : Infinity;
  }
  return byKind;
}

/** Whether every kind has had `count` successes in a row since its last failure after `from`. */
export function settled(log, from, count = 3) {
  const kinds = new Set(log.entries.map((entry) => entry.kind));
  for (const kind of kinds) {
    const ofKind = log.entries
      .filter((entry) => entry.kind === kind && entry.started >= from)
      .sort((a, b) => a.started - b.started);
    const lastFailure = ofKind.findLastIndex((entry) => !entry.ok);
    if (ofKind.length - lastFailure - 1 < count) return false;
  }
  return true;
}
