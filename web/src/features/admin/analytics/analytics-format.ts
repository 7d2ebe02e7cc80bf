import type { AnalyticsEventView } from '@storystump/contracts';

/** 'Xh Ym' from an hour up, else 'Xm Ys'. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m ${seconds % 60}s`;
}

export const formatPercent = (value: number) => `${value.toFixed(2)}%`;

/**
 * The change from the range before, in percent with its sign (`+12.5%`, `-3.0%`); `new` when
 * there was nothing before to compare with.
 */
export function formatChange(now: number, before: number): string {
  if (before === 0) return now === 0 ? '0.0%' : 'new';
  const change = ((now - before) / before) * 100;
  return `${change > 0 ? '+' : ''}${change.toFixed(1)}%`;
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
