import type { DiaryView } from '@storystump/contracts';
import { describe, expect, it } from 'vitest';
import { dayText, diaryFigures, monthText } from './diary-text';

const diary: DiaryView = {
  character: { _id: '00000000-0000-4000-8000-000000000001', serialNumber: 'SN-1', characterType: 'owl' },
  stumps: 3,
  hosts: 0,
  distanceKm: 1234.5,
  firstVisitAt: '2026-01-05T09:00:00.000Z',
  latestVisitAt: null,
  longestWeekStreak: 1,
  months: [],
  missions: [],
};

describe('diary texts', () => {
  it('writes each figure as a family reads it', () => {
    expect(diaryFigures(diary).map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Stumps visited: 3',
      "Hosts' places visited: 0",
      'Distance travelled: 1,234.5 km',
      'First visit: 5 January 2026',
      'Latest visit: Not yet',
      'Longest streak: 1 week in a row',
    ]);
  });

  it('names months and days in full', () => {
    expect(monthText('2026-11')).toBe('November 2026');
    expect(dayText('2026-11-27T23:30:00Z')).toBe('27 November 2026');
  });
});
