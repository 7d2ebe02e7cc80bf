import type { AnalyticsEventView } from '@storystump/contracts';

/** 'Xh Ym' from an hour up, else 'Xm Ys'. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m ${seconds % 60}s`;
}

export const formatPercent = (value: number) => `${value.toFixed(2)}%`;

/** The last 7 days ending today, as the date inputs hold them (UTC days). */
export function lastSevenDays(now = new Date()): { startDate: string; endDate: string } {
  const end = now.toISOString().slice(0, 10);
  const start = new Date(now.getTime() - 6 * 86_400_000).toISOString().slice(0, 10);
  return { startDate: start, endDate: end };
}

/** The Recent Events table's details: the error, event or interaction, else 'Page View'. */
export function detailsOf(event: AnalyticsEventView): string {
  if (event.error) return event.error;
  if (event.event) return event.event;
  const interaction = event.interaction;
  if (typeof interaction === 'string') return interaction;
  if (interaction)
    return [interaction.elementType, interaction.text && `"${interaction.text}"`, interaction.href].filter(Boolean).join(' ');
  return 'Page View';
}
