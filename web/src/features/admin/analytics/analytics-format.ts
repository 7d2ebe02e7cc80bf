import type { AnalyticsEventView } from '@storystump/contracts';

/** 'Xh Ym' from an hour up, else 'Xm Ys'. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m ${seconds % 60}s`;
}

export const formatPercent = (value: number) => `${value.toFixed(2)}%`;

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
