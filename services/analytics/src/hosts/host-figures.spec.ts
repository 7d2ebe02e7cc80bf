import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hostPortalOf, monthRange, shown } from './host-figures.js';

const station = (stationId: string, name: string, storiesPlayed: number, online = true) => ({
  stationId,
  name,
  online,
  storiesPlayed,
});

describe('host figures', () => {
  it('leaves out every count from 1 to 4 and shows 0 and 5', () => {
    assert.deepEqual(
      [0, 1, 4, 5].map((count) => shown(count)),
      [
        { count: 0, suppressed: false },
        { count: null, suppressed: true },
        { count: null, suppressed: true },
        { count: 5, suppressed: false },
      ],
    );
  });

  it('sums each stump, compares it with the range before and lists every hour and weekday', () => {
    const portal = hostPortalOf({
      hostName: 'Hampstead Heath',
      range: { startDate: '2026-03-01', endDate: '2026-03-07' },
      stations: [station('a', 'Oak stump', 40), station('b', 'Ash stump', 3, false)],
      days: [
        { stationId: 'a', day: '2026-03-02', visits: 6 },
        { stationId: 'a', day: '2026-03-01', visits: 2 },
        { stationId: 'b', day: '2026-03-03', visits: 3 },
      ],
      previous: [{ stationId: 'a', visits: 12 }],
      hours: [
        { hour: 9, visits: 10 },
        { hour: 17, visits: 1 },
      ],
      weekdays: [{ isoWeekday: 1, visits: 6 }],
    });
    assert.deepEqual(portal.previous, { startDate: '2026-02-22', endDate: '2026-02-28' });
    assert.deepEqual(
      portal.stumps.map((stump) => [
        stump.name,
        stump.state,
        stump.visits.count,
        stump.previousVisits.count,
        stump.storiesPlayed.count,
      ]),
      [
        ['Oak stump', 'working', 8, 12, 40],
        ['Ash stump', 'resting', null, 0, null],
      ],
    );
    assert.deepEqual(
      portal.stumps[0]!.days.map((day) => day.day),
      ['2026-03-01', '2026-03-02'],
    );
    assert.equal(portal.totals.visits.count, 11);
    assert.equal(portal.busiestHours.length, 24);
    assert.deepEqual(portal.busiestHours[9]!.visits, { count: 10, suppressed: false });
    assert.deepEqual(portal.busiestHours[17]!.visits, { count: null, suppressed: true });
    assert.deepEqual(portal.busiestWeekdays[0], { weekday: 'Monday', visits: { count: 6, suppressed: false } });
  });

  it('knows a month by its days', () => {
    assert.deepEqual(monthRange('2028-02'), { startDate: '2028-02-01', endDate: '2028-02-29' });
  });
});
