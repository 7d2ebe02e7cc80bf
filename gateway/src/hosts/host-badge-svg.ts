import { FEWEST_SHOWN, type HostBadgeFigures } from '@storystump/contracts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** The badge's line: "1,234 stories heard here this month", counts under FEWEST_SHOWN never told. */
export function badgeText({ storiesPlayed }: HostBadgeFigures): string {
  if (storiesPlayed.count === null) return `Fewer than ${FEWEST_SHOWN} stories heard here this month`;
  const count = storiesPlayed.count;
  return `${count.toLocaleString('en-GB')} ${count === 1 ? 'story' : 'stories'} heard here this month`;
}

/** A badge a host's website shows: one line on the brand's green, sized to its text. */
export function badgeSvg(figures: HostBadgeFigures): string {
  const text = escaped(badgeText(figures));
  const width = Math.ceil(24 + text.length * 7.2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="28" viewBox="0 0 ${width} 28" role="img" aria-label="${text}">
<title>${text}</title>
<rect width="${width}" height="28" rx="6" fill="#2f5d3a"/>
<text x="12" y="18.5" fill="#ffffff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="12">${text}</text>
</svg>
`;
}
