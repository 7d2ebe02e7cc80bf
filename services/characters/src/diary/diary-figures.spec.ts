import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { distanceTravelledKm, greatCircleKm, longestWeekStreak, visitsByMonth, weekNumber } from './diary-figures.js';
import type { DiaryVisit } from './diary-visit.js';

const visit = (iso: string, latitude: number | null = null, longitude: number | null = null): DiaryVisit => ({
  stationId: 'station',
  visitDate: new Date(iso),
  latitude,
  longitude,
});

describe('greatCircleKm', () => {
  it('measures London to Paris as about 343.5 km', () => {
    const km = greatCircleKm({ latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.8566, longitude: 2.3522 });
    assert.ok(Math.abs(km - 343.5) < 0.5, `${km}`);
  });

  it('measures one degree of latitude as about 111.2 km', () => {
    assert.equal(Math.round(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }) * 10) / 10, 111.2);
  });
});

describe('distanceTravelledKm', () => {
  it('adds the legs between consecutive visits, going back counting again', () => {
    const there = visit('2026-01-02T10:00:00Z', 1, 0);
    const home = (iso: string) => visit(iso, 0, 0);
    assert.equal(distanceTravelledKm([home('2026-01-01T10:00:00Z'), there, home('2026-01-03T10:00:00Z')]), 222.4);
  });

  it('is 0 for visits at one stump, and skips a visit whose position is not known', () => {
    assert.equal(distanceTravelledKm([visit('2026-01-01T10:00:00Z', 0, 0), visit('2026-01-02T10:00:00Z', 0, 0)]), 0);
    assert.equal(
      distanceTravelledKm([
        visit('2026-01-01T10:00:00Z', 0, 0),
        visit('2026-01-02T10:00:00Z'),
        visit('2026-01-03T10:00:00Z', 1, 0),
      ]),
      111.2,
    );
    assert.equal(distanceTravelledKm([]), 0);
  });
});

describe('longestWeekStreak', () => {
  it('starts weeks on Monday: a Sunday and the next Monday are two weeks in a row', () => {
    assert.equal(weekNumber(new Date('2026-11-23T00:00:00Z')) - weekNumber(new Date('2026-11-22T23:59:59Z')), 1);
    assert.equal(weekNumber(new Date('2026-11-23T00:00:00Z')), weekNumber(new Date('2026-11-29T23:59:59Z')));
    assert.equal(longestWeekStreak([visit('2026-11-22T23:59:59Z'), visit('2026-11-23T00:00:00Z')]), 2);
  });

  it('finds the longest run of consecutive weeks, visits within a week counting once', () => {
    const visits = [
      visit('2026-01-05T10:00:00Z'),
      visit('2026-01-06T10:00:00Z'),
      visit('2026-01-13T10:00:00Z'),
      // a week without a visit
      visit('2026-01-26T10:00:00Z'),
      visit('2026-02-02T10:00:00Z'),
      visit('2026-02-09T10:00:00Z'),
    ];
    assert.equal(longestWeekStreak(visits), 3);
    assert.equal(longestWeekStreak([]), 0);
    assert.equal(longestWeekStreak([visit('2026-01-05T10:00:00Z')]), 1);
  });

  it('runs across the turn of a year', () => {
    assert.equal(
      longestWeekStreak([visit('2025-12-29T10:00:00Z'), visit('2026-01-05T10:00:00Z'), visit('2025-12-22T10:00:00Z')]),
      3,
    );
  });
});

describe('visitsByMonth', () => {
  it('counts visits per month, newest month first, by UTC', () => {
    const visits = [
      visit('2026-10-31T23:59:59Z'),
      visit('2026-11-01T00:00:00Z'),
      visit('2026-11-15T10:00:00Z'),
      visit('2025-12-31T10:00:00Z'),
    ];
    assert.deepEqual(visitsByMonth(visits), [
      { month: '2026-11', visits: 2 },
      { month: '2026-10', visits: 1 },
      { month: '2025-12', visits: 1 },
    ]);
  });
});
