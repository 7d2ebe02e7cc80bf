/** The `n`th page view of a bench whose sessions are named after `prefix`, five views to a session. */
export function pageview(prefix, n) {
  return JSON.stringify({
    type: 'pageview',
    sessionId: `${prefix}-${Math.floor(n / 5)}`,
    page: `/shop/${n % 40}`,
    url: `http://localhost/shop/${n % 40}`,
    timestamp: new Date().toISOString(),
    trafficSource: 'direct',
  });
}

/**
 * autocannon options that post page views as the site's tracker sends them, from a desktop
 * browser, with sessions named after `prefix` (so a bench can count what was stored).
 */
export function trackedPageviews(prefix) {
  let sent = 0;
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' },
    requests: [{ setupRequest: (request) => ({ ...request, body: pageview(prefix, sent++) }) }],
  };
}
