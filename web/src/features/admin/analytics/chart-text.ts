const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A label as text for the parts of a chart ApexCharts writes as HTML (legends, tooltips): what
 * visitors send (a traffic source, a page) is shown as the characters it is, never as markup.
 */
export const asChartText = (label: unknown): string => String(label ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
