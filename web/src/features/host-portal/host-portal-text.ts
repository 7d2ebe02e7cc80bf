import { FEWEST_SHOWN, type HostCount, type HostPortal } from '@storystump/contracts';

/** A count as the portal writes it: "fewer than 5" where the server left it out. */
export const countText = ({ count }: HostCount): string =>
  count === null ? `fewer than ${FEWEST_SHOWN}` : count.toLocaleString('en-GB');

/** The change from the previous period, in percent; none where either count is left out or the previous was 0. */
export function changeText(now: HostCount, before: HostCount): string {
  if (now.count === null || before.count === null || before.count === 0) return '–';
  const change = Math.round(((now.count - before.count) / before.count) * 100);
  return `${change > 0 ? '+' : ''}${change}%`;
}

const csvField = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The portal's visits per stump per day as CSV, one row a stump and day with visits, counts under 5 written as the page writes them. */
export function portalCsv(portal: HostPortal): string {
  const rows = [['day', 'stump', 'visits']];
  for (const stump of portal.stumps) {
    for (const day of stump.days) rows.push([day.day, stump.name, countText(day.visits)]);
  }
  rows.sort((a, b) => (a[0] === 'day' ? -1 : b[0] === 'day' ? 1 : a[0]!.localeCompare(b[0]!) || a[1]!.localeCompare(b[1]!)));
  return `${rows.map((row) => row.map(csvField).join(',')).join('\n')}\n`;
}
