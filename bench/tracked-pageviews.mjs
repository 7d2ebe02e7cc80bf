/**
 * autocannon options that post page views as the site's tracker sends them, five to a session,
 * each session named after `prefix` (so a bench can count what was stored), from a desktop browser.
 */
export function trackedPageviews(prefix) {
  let sent = 0;
  const body = () => {
    const n = sent++;
    return JSON.stringify({
      type: 'pageview',
      sessionId: `${prefix}-${Math.floor(n / 5)}`,
      page: `/shop/${n % 40}`,
      url: `http://localhost/shop/${n % 40}`,
      timestamp: new Date().toISOString(),
      trafficSource: 'direct',
    });
  };
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' },
    requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
    body,
  };
}
