import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import copyStreams from 'pg-copy-streams';

/** How long `work` took, in seconds, with what it answered. */
export async function timed(work) {
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000 };
}

/**
 * Sessions of 1 to 8 page views (40 % of them one: a bounce), an exit and now and then a click,
 * spread over `days` days from `from`, as the tracker would have sent them. COPY into an unlogged
 * table first (the raw COPY), then server-side into the events and the pending events, as the
 * service stores them, for its rollup to take.
 */
export async function seedEvents(db, total, from, days) {
  const devices = ['desktop', 'desktop', 'desktop', 'mobile', 'mobile', 'tablet'];
  const sources = ['direct', 'direct', 'search', 'social', 'referral', 'email'];
  const countries = ['GB', 'GB', 'US', 'US', 'DE', 'FR', 'IE', 'NL', 'ES', 'IT', 'CA', 'AU', 'SE', 'NO', 'PL'];
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const span = days * 86_400_000;
  const tag = randomUUID().slice(0, 6);
  function* rows() {
    let made = 0;
    let session = 0;
    while (made < total) {
      const id = `seed-${tag}-${session++}`;
      const device = pick(devices);
      const source = pick(sources);
      const country = pick(countries);
      let at = from.getTime() + Math.floor(Math.random() * (span - 3_600_000));
      const views = Math.random() < 0.4 ? 1 : 2 + Math.floor(Math.random() * 7);
      let lines = '';
      let page = '/';
      for (let v = 0; v < views && made < total; v++, made++) {
        page = v === 0 ? '/' : `/shop/${Math.floor(Math.random() * 40)}`;
        lines += `${randomUUID()}\t${new Date(at).toISOString()}\t${id}\tpageview\t${page}\t${device}\t${source}\t${country}\tf\n`;
        at += 5_000 + Math.floor(Math.random() * 55_000);
        if (Math.random() < 0.15 && made + 1 < total) {
          made++;
          lines += `${randomUUID()}\t${new Date(at).toISOString()}\t${id}\tinteraction\t${page}\t\\N\t\\N\t\\N\tf\n`;
        }
      }
      if (made < total) {
        made++;
        lines += `${randomUUID()}\t${new Date(at + 2_000).toISOString()}\t${id}\tpageview\t${page}\t\\N\t\\N\t\\N\tt\n`;
      }
      yield lines;
    }
  }
  const columns = `id, received_at, session_id, type, page, device_category, traffic_source, country, is_exit`;
  await db.query(`DROP TABLE IF EXISTS bench_seed`);
  await db.query(
    `CREATE UNLOGGED TABLE bench_seed (id uuid, received_at timestamptz, session_id text, type text, page text,
       device_category text, traffic_source text, country text, is_exit boolean)`,
  );
  const copied = await timed(() =>
    pipeline(Readable.from(rows()), db.query(copyStreams.from(`COPY bench_seed (${columns}) FROM STDIN`))),
  );
  const storedSeed = await timed(async () => {
    await db.query(`INSERT INTO analytics.events (${columns}) SELECT ${columns} FROM bench_seed`);
    await db.query(`INSERT INTO analytics.pending_events (${columns}) SELECT ${columns} FROM bench_seed`);
  });
  await db.query(`DROP TABLE bench_seed`);
  await db.query(`ANALYZE analytics.events, analytics.pending_events`);
  return { rows: total, copySeconds: copied.seconds, storeSeconds: storedSeed.seconds };
}
