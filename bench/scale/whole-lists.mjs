import { readFileSync } from 'node:fs';
import { jsonOf, probe } from './probe.mjs';
import { median } from './rounds.mjs';

/** How far the gateway's memory may rise while it sends a whole list, for the list to count as streamed. */
export const RSS_GROWTH_GOAL_MB = 64;

/** A process's resident memory in MB, from /proc; NaN where there is none. */
function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line.split(/\s+/)[1]) / 1024;
  } catch {
    return NaN;
  }
}

/** `probe(...)` while the gateway's memory is read every 50 ms: its RSS before, at its highest and after. */
async function probeWatchingMemory(url, headers, pid) {
  const before = rssMb(pid);
  let peak = before;
  const watch = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const answer = await probe(url, { headers, timeoutMs: 120_000 });
  clearInterval(watch);
  return { answer, before, peak: Math.max(peak, rssMb(pid)), after: rssMb(pid) };
}

/**
 * A whole-list route at full size, read whole `rounds` times one after the other, each right after
 * its bare query's answer of the same rows. Answers the table's row: the median time, the items,
 * the bytes on the wire and the gateway's memory before, at its peak and after.
 */
export async function measureWholeList(list, { baseUrl, headersAs, bareUrl, gatewayPid, expectedItems, rounds }) {
  const row = {
    figure: list.figure,
    goal: `200, all ${expectedItems.toLocaleString('en-GB')}, streamed, RSS +≤ ${RSS_GROWTH_GOAL_MB} MB`,
  };
  const readings = [];
  const bares = [];
  for (let round = 0; round < rounds; round++) {
    bares.push(await probe(bareUrl, { timeoutMs: 120_000 }));
    readings.push(await probeWatchingMemory(`${baseUrl}${list.path}`, headersAs[list.as], gatewayPid));
  }
  const last = readings.at(-1);
  const items = last.answer.status === 200 ? jsonOf(last.answer)?.length : undefined;
  const growth = Math.max(...readings.map((r) => r.peak - r.before));
  const time = median(readings.map((r) => r.answer.ms));
  const bareTime = median(bares.map((b) => b.ms));
  const answered =
    last.answer.status === 200
      ? `${(items ?? 0).toLocaleString('en-GB')} items, ${(last.answer.wireBytes / 1024 / 1024).toFixed(1)} MB`
      : `answers ${last.answer.status || last.answer.error}`;
  const holds = readings.every((r) => r.answer.status === 200) && items === expectedItems && growth <= RSS_GROWTH_GOAL_MB;
  return {
    ...row,
    measured:
      `${answered} in ${(time / 1000).toFixed(2)} s; gateway RSS ${last.before.toFixed(0)} → peak ` +
      `${last.peak.toFixed(0)} → ${last.after.toFixed(0)} MB (most growth ${growth.toFixed(0)} MB)`,
    baseline:
      bares.at(-1).status === 200
        ? `${(bareTime / 1000).toFixed(2)} s, ${(bares.at(-1).wireBytes / 1024 / 1024).toFixed(1)} MB`
        : `answers ${bares.at(-1).status || bares.at(-1).error}: ${String(jsonOf(bares.at(-1))?.message ?? '').slice(0, 80)}`,
    ratio: last.answer.status === 200 && bares.at(-1).status === 200 ? `${(time / bareTime).toFixed(1)}x time` : '',
    holds: holds ? 'yes' : 'no',
  };
}
