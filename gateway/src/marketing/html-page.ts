import type { FastifyReply } from 'fastify';

/** The shop's colours and type, as the web app's tokens have them, sized for a phone first. */
const PAGE_STYLE = `
body { margin: 0; background: #fbf6ec; color: #2a2420; font: 1.0625rem/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
main { box-sizing: border-box; max-width: 36rem; margin: 3rem auto; padding: 2rem 1.5rem; background: #ffffff; border-top: 6px solid #2f5d3a; border-radius: 12px; box-shadow: 0 2px 10px rgb(42 36 32 / 12%); }
h1 { margin: 0 0 1rem; color: #1f4029; font: 700 1.75rem/1.25 Georgia, 'Iowan Old Style', 'Palatino Linotype', serif; }
form { margin: 1.5rem 0; }
button { min-height: 44px; padding: 0 1.5rem; border: 0; border-radius: 999px; background: #2f5d3a; color: #ffffff; font: inherit; font-weight: 600; cursor: pointer; }
button:hover, button:focus-visible { background: #1f4029; }
button:focus-visible, a:focus-visible { outline: 3px solid #e8b04b; outline-offset: 2px; }
a { color: #2f5d3a; }
@media (max-width: 30rem) { main { margin: 0; min-height: 100vh; border-radius: 0; box-shadow: none; } button { width: 100%; } }
`;

/** A small page of the gateway's own, for the links in mails: a heading, the words given, and the way back. */
export const htmlPage = (heading: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading}</title><style>${PAGE_STYLE}</style></head>
<body><main><h1>${heading}</h1>${body}<p><a href="/">Back to the shop</a></p></main></body></html>`;

/**
 * A form whose one button posts to `path` with the signed link's `query`: what a mail's link shows
 * instead of acting, since mail scanners follow links too. The query is checked (a UUID and a
 * base64url signature): only its `&` needs writing as HTML.
 */
export const buttonForm = (path: string, query: Record<string, string>, label: string) => {
  const action = `${path}?${new URLSearchParams(query).toString()}`.replaceAll('&', '&amp;');
  return `<form method="post" action="${action}"><button type="submit">${label}</button></form>`;
};

/** Answers such a page. */
export function answerPage(reply: FastifyReply, heading: string, body: string): string {
  void reply.type('text/html; charset=utf-8');
  return htmlPage(heading, body);
}

/** How the API document shows such a page. */
export const HTML_PAGE = { type: 'text/html', schema: { type: 'string' } };
