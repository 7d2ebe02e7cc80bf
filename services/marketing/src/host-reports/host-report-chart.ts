import type { HostPortal } from '@storystump/contracts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

const ROW = 28;
const LABEL = 220;
const BAR = 300;

/**
 * The month's visits per stump beside the month before, as an SVG bar chart drawn on the server.
 * A count under 5 is drawn as no bar and written "fewer than 5", as the portal writes it.
 */
export function hostReportChart(portal: HostPortal): string {
  const stumps = portal.stumps;
  const most = Math.max(1, ...stumps.flatMap((stump) => [stump.visits.count ?? 0, stump.previousVisits.count ?? 0]));
  const width = LABEL + BAR + 120;
  const height = 40 + Math.max(1, stumps.length) * ROW * 2;
  const bar = (y: number, count: number | null, colour: string, what: string) => {
    const length = count === null ? 0 : Math.round((count / most) * BAR);
    const label = count === null ? 'fewer than 5' : count.toLocaleString('en-GB');
    return `<rect x="${LABEL}" y="${y}" width="${length}" height="${ROW - 10}" fill="${colour}"><title>${what}: ${label}</title></rect>
<text x="${LABEL + length + 6}" y="${y + 13}" font-size="12">${label}</text>`;
  };
  const rows = stumps.map((stump, index) => {
    const y = 40 + index * ROW * 2;
    return `<text x="0" y="${y + 13}" font-size="13">${escaped(stump.name.slice(0, 32))}</text>
${bar(y, stump.visits.count, '#2f5d3a', 'This month')}
${bar(y + ROW - 6, stump.previousVisits.count, '#a9c5a0', 'The month before')}`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Verdana,DejaVu Sans,sans-serif">
<rect width="${width}" height="${height}" fill="#ffffff"/>
<text x="0" y="18" font-size="15" font-weight="bold">Visits per stump, ${portal.startDate} to ${portal.endDate}</text>
<rect x="${LABEL}" y="6" width="12" height="12" fill="#2f5d3a"/><text x="${LABEL + 16}" y="17" font-size="12">this month</text>
<rect x="${LABEL + 110}" y="6" width="12" height="12" fill="#a9c5a0"/><text x="${LABEL + 126}" y="17" font-size="12">the month before</text>
${rows.join('\n')}
</svg>
`;
}
