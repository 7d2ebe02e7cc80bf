import pg from 'pg';
import { SERVICE_NAMES } from '../../libs/contracts/dist/index.js';
import { processCpuMicros } from '../process-cpu.mjs';

const QUIET_SHARE = 0.3;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the system is quiet again: no query of the bench's database still running and its
 * processes together using under a third of a core over a second. A list answered 504 at this
 * size keeps its service (and PostgreSQL) busy long after the gateway gave up, and would weigh on
 * the next figure. Gives up after `timeoutMs`; answers how long it waited, in ms.
 */
export async function settle(system, databaseUrl, { timeoutMs = 120_000 } = {}) {
  const started = performance.now();
  const pids = () => ['gateway', ...SERVICE_NAMES].map((name) => system.pidOf(name)).filter(Boolean);
  const cpu = () => pids().reduce((total, pid) => total + (processCpuMicros(pid) ?? 0), 0);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    while (performance.now() - started < timeoutMs) {
      const before = cpu();
      await sleep(1000);
      const share = (cpu() - before) / 1e6;
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      if (share < QUIET_SHARE && rows[0].n === 0) break;
    }
  } finally {
    await db.end();
  }
  return performance.now() - started;
}
