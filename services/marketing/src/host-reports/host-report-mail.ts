import { FEWEST_SHOWN, type HostCount, type HostReport } from '@storystump/contracts';
import type { Mail } from '../mail/mailer.js';
import { hostReportChart } from './host-report-chart.js';

export const CHART_CID = 'visits-chart@storystump';

const figure = ({ count }: HostCount) => (count === null ? `fewer than ${FEWEST_SHOWN}` : count.toLocaleString('en-GB'));

const monthName = (startDate: string) =>
  new Date(`${startDate}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The busiest of some counts, by its label; none when every one is 0 or left out. */
function busiest<T>(rows: T[], countOf: (row: T) => HostCount, labelOf: (row: T) => string): string | undefined {
  const top = rows.reduce<T | undefined>(
    (best, row) => ((countOf(row).count ?? 0) > (best ? (countOf(best).count ?? 0) : 0) ? row : best),
    undefined,
  );
  return top && labelOf(top);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** A host's monthly report: its month's figures in text and HTML, the chart inline and attached, and its portal's link. */
export function hostReportMail({ name, email, portalUrl, portal }: HostReport): Mail {
  const month = monthName(portal.startDate);
  const hour = busiest(
    portal.busiestHours,
    (row) => row.visits,
    (row) => `${String(row.hour).padStart(2, '0')}:00 to ${String(row.hour + 1).padStart(2, '0')}:00 UTC`,
  );
  const weekday = busiest(
    portal.busiestWeekdays,
    (row) => row.visits,
    (row) => row.weekday,
  );
  const lines = [
    `Visits: ${figure(portal.totals.visits)} (the month before: ${figure(portal.totals.previousVisits)})`,
    `Stories played: ${figure(portal.totals.storiesPlayed)}`,
    ...(hour ? [`Busiest hour: ${hour}`] : []),
    ...(weekday ? [`Busiest day: ${weekday}`] : []),
  ];
  const stumpLines = portal.stumps.map(
    (stump) => `${stump.name} (${stump.state}): ${figure(stump.visits)} visits, ${figure(stump.storiesPlayed)} stories played`,
  );
  const chart = hostReportChart(portal);
  const text = `Hello ${name},

Here is how your stumps did in ${month}.

${lines.join('\n')}

${stumpLines.join('\n')}

Counts under ${FEWEST_SHOWN} are not given, so that no child can be picked out.

See more, for any dates, on your portal: ${portalUrl}
`;
  const html = `<p>Hello ${escaped(name)},</p>
<p>Here is how your stumps did in ${escaped(month)}.</p>
<ul>${lines.map((line) => `<li>${escaped(line)}</li>`).join('')}</ul>
<p><img src="cid:${CHART_CID}" alt="Visits per stump in ${escaped(month)} and the month before"></p>
<ul>${stumpLines.map((line) => `<li>${escaped(line)}</li>`).join('')}</ul>
<p>Counts under ${FEWEST_SHOWN} are not given, so that no child can be picked out.</p>
<p><a href="${escaped(portalUrl)}">See more, for any dates, on your portal</a></p>`;
  return {
    to: email,
    subject: `Your stumps in ${month}`,
    text,
    html,
    attachments: [
      { filename: `visits-${portal.startDate.slice(0, 7)}.svg`, content: chart, contentType: 'image/svg+xml', cid: CHART_CID },
    ],
  };
}
