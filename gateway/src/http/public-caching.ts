/**
 * Who may keep a public answer, and for how long: a browser asks again each time (a 304 while its
 * copy is current, so an admin sees a change at once); a CDN or the Ingress holds it for a few
 * seconds and serves it stale for a minute more while it asks again, so a crowd of visitors costs
 * the gateway one request every few seconds.
 */
export const PUBLIC_CACHING = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
