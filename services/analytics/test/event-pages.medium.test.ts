import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addDays, type EventsQuery } from '@storystump/contracts';
import { encodeMomentCursor } from '@storystump/service-kit';
import { planOf, scansWhole, startMediumTestModule, type MediumTestModule } from '@storystump/testing';
import { analyticsDatabase } from '../src/database.js';
import { eventPageStatements } from '../src/events/event-pages.js';

/** Enough events that PostgreSQL reads a page through an index rather than the whole month. */
const EVENTS = 60_000;
/** Every month's partition of the events is named so. */
const PARTITION = 'events_\\d{4}_\\d{2}';

let module: MediumTestModule;
/** A day in the middle of the events stored, all in one month. */
let day: string;

before(async () => {
  module = await startMediumTestModule({ service: 'analytics', database: analyticsDatabase, providers: [] });
  // The 1st to the 20th of last month: twenty days of events, none crossing into another month.
  const [{ last }] = await module.db.query<Array<{ last: string }>>(
    `SELECT to_char(date_trunc('month', now() AT TIME ZONE 'UTC') - interval '1 month' + interval '19 days', 'YYYY-MM-DD') AS last`,
  );
  day = addDays(last!, -10);
  const first = addDays(last!, -19);
  const [{ name }] = await module.db.query<Array<{ name: string }>>(`SELECT to_char($1::date, '"events_"YYYY"_"MM') AS name`, [
    first,
  ]);
  await module.db.query(
    `CREATE TABLE IF NOT EXISTS analytics."${name}" PARTITION OF analytics.events
       FOR VALUES FROM ('${first}T00:00:00Z') TO ('${addDays(last!, 20).slice(0, 8)}01T00:00:00Z')`,
  );
  await module.db.query(
    `INSERT INTO analytics.events (id, received_at, session_id, type, page)
     SELECT gen_random_uuid(), $1::date AT TIME ZONE 'UTC' + (n * 20 * 86400.0 / $2) * interval '1 second', 's' || n % 500, 'pageview', '/' || n
       FROM generate_series(0, $2::int - 1) AS n`,
    [first, EVENTS],
  );
  await module.db.query('VACUUM ANALYZE analytics.events');
});

after(() => module?.close());

describe('raw event pages of 60,000 events read through the primary key', () => {
  it('reads a day, a week and the page after through (moment, id), and counts a day through it', async () => {
    const query = (startDate: string, endDate: string, extra: Partial<EventsQuery> = {}): EventsQuery => ({
      startDate,
      endDate,
      limit: 1000,
      ...extra,
    });
    const cursor = encodeMomentCursor({ moment: `${day}T12:00:00.000000Z`, id: '00000000-0000-4000-8000-000000000000' });
    for (const asked of [query(day, day), query(addDays(day, -3), addDays(day, 3)), query(day, day, { cursor, limit: 50 })]) {
      const { rows, matching } = eventPageStatements(asked);
      const plan = await planOf(module.db, rows);
      assert.ok(!scansWhole(plan, PARTITION), `${JSON.stringify(asked)} reads every event of the month:\n${plan}`);
      assert.match(plan, /Index Scan Backward using events_\d{4}_\d{2}_pkey/, `${JSON.stringify(asked)}:\n${plan}`);
      assert.doesNotMatch(
        plan,
        /\bSort\b/,
        `${JSON.stringify(asked)} sorts the events rather than reading them in order:\n${plan}`,
      );
      if (asked.startDate === asked.endDate) {
        const count = await planOf(module.db, matching);
        assert.ok(!scansWhole(count, PARTITION), `the count of ${JSON.stringify(asked)} reads every event:\n${count}`);
      }
    }
  });
});
