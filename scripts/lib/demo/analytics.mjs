// A month of the site's own visits: page views spread over days, pages, countries and devices.
// The track route believes no timestamp more than 7 days old and takes the country from the
// caller's address, so the demo's past views go where the route puts every view: onto the
// tracked-events stream, where the analytics service stores and rolls them up. Each view has an
// id and a receive time made from its day, so a second run's are stored once.
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { TRACKED_EVENTS_SUBJECT } from '@storystump/contracts';
import { randomOf, uuidOf } from './deterministic.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
const PER_MESSAGE = 100;

const PAGES = [
  ['/', 40],
  ['/shop', 25],
  ['/map', 18],
  ['/contact', 6],
  ['/wifisetup', 4],
  ['/login', 4],
  ['/account', 3],
];
const DEVICES = [
  ['mobile', 52],
  ['desktop', 38],
  ['tablet', 10],
];
const SOURCES = [
  ['direct', 40],
  ['google.com', 30],
  ['instagram.com', 12],
  ['facebook.com', 8],
  ['newsletter', 10],
];
const COUNTRIES = [
  ['GB', 82],
  ['IE', 6],
  ['US', 4],
  ['FR', 3],
  ['DE', 3],
  ['NL', 2],
];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The page views of the `days` whole days before today (UTC), as the gateway would have received them. */
export function siteVisits(world, siteUrl, now = Date.now()) {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const events = [];
  for (let back = 1; back <= world.analytics.days; back++) {
    const dayStart = today - back * DAY_MS;
    const day = new Date(dayStart).toISOString().slice(0, 10);
    const random = randomOf(`site:${day}`);
    const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
    const sessions = Math.round(random.between(...world.analytics.sessionsPerDay) * (weekend ? 1.4 : 1));
    for (let s = 0; s < sessions; s++) {
      let at = dayStart + random.between(7 * 60, 21 * 60) * 60_000 + random.between(0, 59) * 1000;
      const sessionId = `${at}-${Array.from({ length: 9 }, () => random.pick(LETTERS)).join('')}`;
      const deviceCategory = random.weighted(DEVICES);
      const trafficSource = random.weighted(SOURCES);
      const country = random.weighted(COUNTRIES);
      const utmCampaign = trafficSource === 'newsletter' ? 'spring-stories' : null;
      const views = random.weighted([
        [1, 35],
        [2, 30],
        [3, 20],
        [4, 10],
        [5, 5],
      ]);
      for (let v = 0; v <= views; v++) {
        // The last event is the exit the tracker sends as the visitor leaves the page they were on.
        const isExit = v === views;
        const page = isExit ? events.at(-1).page : random.weighted(PAGES);
        const receivedAt = new Date(at).toISOString();
        events.push({
          id: uuidOf(`site:${day}:${s}:${v}`),
          receivedAt,
          sessionId,
          type: 'pageview',
          timestamp: receivedAt,
          page,
          url: `${siteUrl}${page}`,
          deviceCategory,
          trafficSource,
          country,
          error: null,
          event: null,
          interaction: null,
          isExit,
          utmCampaign,
          isBot: false,
          extra: null,
        });
        at += random.between(15, 200) * 1000;
      }
    }
  }
  return events;
}

/** Hands the views to the tracked-events stream in messages as the gateway sends them; answers how many. */
export async function publishSiteVisits(natsUrl, events) {
  const nc = await connect({ servers: natsUrl });
  try {
    const js = jetstream(nc);
    for (let start = 0; start < events.length; start += PER_MESSAGE) {
      const batch = events.slice(start, start + PER_MESSAGE);
      await js.publish(TRACKED_EVENTS_SUBJECT, JSON.stringify({ events: batch }), { msgID: batch[0].id });
    }
  } finally {
    await nc.close();
  }
  return events.length;
}

/** Waits (a little) until the dashboard's summary of those days counts the views; answers its count. */
export async function storedPageViews(api, admin, events, waitMs = 30_000) {
  const days = events.map((event) => event.receivedAt.slice(0, 10)).sort();
  const query = `startDate=${days[0]}&endDate=${days.at(-1)}`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { body } = await api.call(200, `/api/analytics/summary?${query}`, { headers: admin });
    const { pageViews } = body.data;
    if (pageViews >= events.filter((event) => !event.isExit).length || Date.now() > deadline) return pageViews;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
