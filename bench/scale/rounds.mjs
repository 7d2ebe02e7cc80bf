import { loadWithP95 } from '../load.mjs';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** What one autocannon run says of a target: its rate, p95, p99 and failures. */
const figuresOf = (result, seconds) => ({
  perSecond: result['2xx'] / seconds,
  p95: result.p95,
  p99: result.latency.p99,
  failures: result.errors + result.non2xx,
  failed: {
    ...Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => [code, count]),
    ),
    ...(result.timeouts ? { 'timed out': result.timeouts } : {}),
    ...(result.errors - result.timeouts ? { 'connection errors': result.errors - result.timeouts } : {}),
  },
});

/** What failed, by status or kind: "429 ×12, timed out ×3". */
export const failedText = (failed) =>
  Object.entries(failed)
    .map(([what, n]) => `${what} ×${n}`)
    .join(', ');

/** The median of each figure over the rounds, and the failures of all of them. */
const mediansOf = (runs) => ({
  perSecond: median(runs.map((r) => r.perSecond)),
  p95: median(runs.map((r) => r.p95)),
  p99: median(runs.map((r) => r.p99)),
  failures: runs.reduce((total, r) => total + r.failures, 0),
  failed: runs.reduce((all, r) => {
    for (const [what, n] of Object.entries(r.failed)) all[what] = (all[what] ?? 0) + n;
    return all;
  }, {}),
});

/**
 * `rounds` rounds of `seconds` each, alternating: the baseline, then the target, with the same
 * load (autocannon options: connections, method, rate, requests …). A short warm-up of each first.
 * Answers the medians of each.
 */
export async function alternatingRounds({ target, baseline, rounds, seconds, warmUpSeconds = 2 }) {
  await loadWithP95({ ...baseline, duration: warmUpSeconds });
  await loadWithP95({ ...target, duration: warmUpSeconds });
  const targets = [];
  const baselines = [];
  for (let round = 0; round < rounds; round++) {
    baselines.push(figuresOf(await loadWithP95({ ...baseline, duration: seconds }), seconds));
    targets.push(figuresOf(await loadWithP95({ ...target, duration: seconds }), seconds));
  }
  return { target: mediansOf(targets), baseline: mediansOf(baselines) };
}
