import { MAX_CAMPAIGN_LINKS } from '@storystump/contracts';

const LINK = /<a\b([^>]*?)\shref="(https?:\/\/[^"]*)"/gi;

const unescapeAttribute = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/**
 * A campaign's sanitised HTML with each web link (up to `MAX_CAMPAIGN_LINKS`) pointing through the
 * counted redirect: `countedUrl(position)` makes the address, the same for every reader. Answers
 * the HTML and the links' real addresses by position.
 */
export function withCountedLinks(html: string, countedUrl: (position: number) => string): { html: string; urls: string[] } {
  const urls: string[] = [];
  const rewritten = html.replace(LINK, (whole, before: string, href: string) => {
    if (urls.length >= MAX_CAMPAIGN_LINKS) return whole;
    const position = urls.push(unescapeAttribute(href)) - 1;
    return `<a${before} href="${countedUrl(position).replaceAll('&', '&amp;')}"`;
  });
  return { html: rewritten, urls };
}
