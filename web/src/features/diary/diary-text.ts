import type { DiaryView } from '@storystump/contracts';
import { countOf, formatCount } from '../../ui/numbers';

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** "November 2026" for `2026-11`. */
export const monthText = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** "27 November 2026", or "Not yet" before the first visit. */
export const dayText = (at: string | null) => (at ? DAY.format(new Date(at)) : 'Not yet');

/** The diary's figures, each with the words its reader sees. */
export function diaryFigures(diary: DiaryView): { label: string; value: string; testId: string }[] {
  return [
    { label: 'Stumps visited', value: formatCount(diary.stumps), testId: 'diary-stumps' },
    { label: "Hosts' places visited", value: formatCount(diary.hosts), testId: 'diary-hosts' },
    { label: 'Distance travelled', value: `${formatCount(diary.distanceKm)} km`, testId: 'diary-distance' },
    { label: 'First visit', value: dayText(diary.firstVisitAt), testId: 'diary-first' },
    { label: 'Latest visit', value: dayText(diary.latestVisitAt), testId: 'diary-latest' },
    { label: 'Longest streak', value: `${countOf(diary.longestWeekStreak, 'week')} in a row`, testId: 'diary-streak' },
  ];
}
