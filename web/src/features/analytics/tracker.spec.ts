import { describe, expect, it } from 'vitest';
import { newSessionId, PAGE_VIEWS_KEY, SESSION_KEY, Tracker, trafficSourceOf, type TrackerEnvironment } from './tracker';

function fakeEnvironment(overrides: Partial<TrackerEnvironment> = {}) {
  const stored = new Map<string, string>();
  const sent: Record<string, unknown>[] = [];
  const beacons: Record<string, unknown>[] = [];
  const logged: string[] = [];
  const env: TrackerEnvironment = {
    storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) },
    send: async (body) => {
      sent.push(JSON.parse(body));
      return true;
    },
    beacon: (body) => {
      beacons.push(JSON.parse(body));
      return true;
    },
    now: () => 1_700_000_000_000,
    random: () => 0.5,
    href: () => 'https://storystump.test/shop?utm_medium=email',
    referrer: () => '',
    log: (message) => logged.push(message),
    ...overrides,
  };
  return { env, stored, sent, beacons, logged };
}

describe('the tracker', () => {
  it('starts a session on the first page view: the time and 9 random characters, and a page counter', async () => {
    const { env, stored, sent } = fakeEnvironment();
    await new Tracker(env).pageView('/shop');
    expect(stored.get(SESSION_KEY)).toMatch(/^1700000000000-[0-9a-z]{9}$/);
    expect(stored.get(PAGE_VIEWS_KEY)).toBe('1');
    expect(sent[0]).toMatchObject({
      type: 'pageview',
      page: '/shop',
      sessionId: stored.get(SESSION_KEY),
      trafficSource: 'email',
    });
  });

  it('keeps the session for the tab and counts its page views', async () => {
    const { env, stored, sent } = fakeEnvironment();
    const tracker = new Tracker(env);
    await tracker.pageView('/');
    await tracker.pageView('/map');
    expect(new Set(sent.map((e) => e.sessionId)).size).toBe(1);
    expect(stored.get(PAGE_VIEWS_KEY)).toBe('2');
  });

  it('sends clicks, errors and events with the session', async () => {
    const { env, sent } = fakeEnvironment();
    const tracker = new Tracker(env);
    await tracker.interaction({ elementType: 'button', text: 'Buy Now' });
    await tracker.error('Boom');
    await tracker.event('basket_opened');
    expect(sent.map((e) => [e.type, e.interaction ?? e.error ?? e.event])).toEqual([
      ['interaction', { elementType: 'button', text: 'Buy Now' }],
      ['error', 'Boom'],
      ['event', 'basket_opened'],
    ]);
  });

  it('sends the exit as a beacon: type, sessionId, isExit, timestamp and url only', () => {
    const { env, beacons } = fakeEnvironment();
    const tracker = new Tracker(env);
    tracker.exit();
    expect(beacons).toEqual([
      { type: 'pageview', sessionId: tracker.sessionId, isExit: true, timestamp: '2023-11-14T22:13:20.000Z', url: env.href() },
    ]);
  });

  it('logs a failed send to the console and nothing else', async () => {
    const { env, logged } = fakeEnvironment({
      send: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(new Tracker(env).pageView('/')).resolves.toBeUndefined();
    expect(logged).toEqual(['Analytics: pageview could not be sent (TypeError: Failed to fetch)']);
  });

  it('tells the traffic source from the campaign and the referrer', () => {
    expect(trafficSourceOf('https://s.test/', '')).toBe('direct');
    expect(trafficSourceOf('https://s.test/', 'https://www.google.com/search?q=stumps')).toBe('google.com');
    expect(trafficSourceOf('https://s.test/', 'https://woodland-blog.example/')).toBe('woodland-blog.example');
    expect(trafficSourceOf('https://s.test/?utm_source=Acorn%20News&utm_medium=email', 'https://mail.example/')).toBe(
      'acorn-news',
    );
    expect(trafficSourceOf('https://s.test/?utm_medium=email', 'https://mail.example/')).toBe('email');
    expect(trafficSourceOf('https://s.test/shop', 'https://s.test/')).toBe('direct');
    expect(trafficSourceOf('https://s.test/shop', 'not a url')).toBe('direct');
  });

  it('makes session ids of a time part and 9 characters', () => {
    expect(newSessionId(5, () => 0.999)).toMatch(/^5-z{9}$/);
  });
});
