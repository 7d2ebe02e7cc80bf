import type { AnalyticsRoutes } from '@storystump/contracts';
import type { ApiPath } from '../../api/api-path';

export const SESSION_KEY = 'analytics_session_id';
export const PAGE_VIEWS_KEY = 'analytics_page_views';
export const SOURCE_KEY = 'analytics_traffic_source';
export const TRACK_URL: ApiPath<typeof AnalyticsRoutes.track> = '/api/analytics/track';

export interface TrackerEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Sends an event while the page lives; answers whether it was taken. */
  send(body: string): Promise<boolean>;
  /** Sends an event as the page goes away (navigator.sendBeacon). */
  beacon(body: string): boolean;
  now(): number;
  random(): number;
  href(): string;
  referrer(): string;
  log(message: string): void;
}

/**
 * Where the visit came from: the campaign its address names (`utm_source`, else `utm_medium`), else
 * the referring site's host, else `direct` (typed in, a bookmark, or a page of this site).
 */
export function trafficSourceOf(href: string, referrer: string): string {
  const url = new URL(href);
  const campaign = url.searchParams.get('utm_source') || url.searchParams.get('utm_medium');
  if (campaign?.trim()) return campaign.trim().toLowerCase().replace(/\s+/g, '-').slice(0, 100);
  if (!referrer) return 'direct';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return 'direct';
  }
  return !host || host === url.hostname ? 'direct' : host.replace(/^www\./, '');
}

/** The current time and a 9-character random part. */
export function newSessionId(now: number, random: () => number): string {
  let part = '';
  while (part.length < 9) part += Math.floor(random() * 36).toString(36);
  return `${now}-${part}`;
}

export interface Interaction {
  elementType: string;
  text?: string;
  href?: string;
}

/**
 * The site's own visit counter: page views, clicks, errors and named events, sent to the shop's
 * backend with a session id kept for the tab's life. No cookies, nothing about the person.
 */
export class Tracker {
  constructor(private readonly env: TrackerEnvironment) {}

  /** The tab's session, started on its first page. */
  get sessionId(): string {
    let id = this.env.storage.getItem(SESSION_KEY);
    if (!id) {
      id = newSessionId(this.env.now(), () => this.env.random());
      this.env.storage.setItem(SESSION_KEY, id);
      this.env.storage.setItem(PAGE_VIEWS_KEY, '0');
      this.env.storage.setItem(SOURCE_KEY, trafficSourceOf(this.env.href(), this.env.referrer()));
    }
    return id;
  }

  pageView(page: string): Promise<void> {
    const sessionId = this.sessionId;
    const views = Number(this.env.storage.getItem(PAGE_VIEWS_KEY) ?? 0) + 1;
    this.env.storage.setItem(PAGE_VIEWS_KEY, String(views));
    return this.send({ type: 'pageview', sessionId, page, pageViewNumber: views });
  }

  interaction(interaction: Interaction): Promise<void> {
    return this.send({ type: 'interaction', sessionId: this.sessionId, interaction });
  }

  error(message: string): Promise<void> {
    return this.send({ type: 'error', sessionId: this.sessionId, error: message.slice(0, 2000) });
  }

  event(name: string): Promise<void> {
    return this.send({ type: 'event', sessionId: this.sessionId, event: name.slice(0, 200) });
  }

  /** The last word as the page goes: a beacon, which the browser sends even as it unloads. */
  exit(): void {
    const body = JSON.stringify({
      type: 'pageview',
      sessionId: this.sessionId,
      isExit: true,
      timestamp: new Date(this.env.now()).toISOString(),
      url: this.env.href(),
    });
    if (!this.env.beacon(body)) this.env.log('Analytics: the exit could not be sent');
  }

  private async send(fields: Record<string, unknown>): Promise<void> {
    const body = JSON.stringify({
      ...fields,
      url: this.env.href(),
      trafficSource: this.env.storage.getItem(SOURCE_KEY) ?? 'direct',
      timestamp: new Date(this.env.now()).toISOString(),
    });
    try {
      if (!(await this.env.send(body))) this.env.log(`Analytics: ${String(fields.type)} was refused`);
    } catch (error) {
      this.env.log(`Analytics: ${String(fields.type)} could not be sent (${String(error)})`);
    }
  }
}

/** What a click was on: a button, link or role=button element, else nothing worth counting. */
export function interactionOf(target: EventTarget | null): Interaction | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest('button, a, [role="button"]');
  if (!element) return null;
  const text = (element.textContent ?? element.getAttribute('aria-label') ?? '').trim().replace(/\s+/g, ' ').slice(0, 200);
  const href = element instanceof HTMLAnchorElement ? element.href : undefined;
  const elementType =
    element.getAttribute('role') === 'button' && element.tagName !== 'BUTTON' ? 'role=button' : element.tagName.toLowerCase();
  return { elementType, ...(text && { text }), ...(href && { href: href.slice(0, 2000) }) };
}

/** The tracker of this browser tab. */
export function browserTracker(): Tracker {
  return new Tracker({
    storage: sessionStorage,
    send: async (body) =>
      (await fetch(TRACK_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true })).ok,
    beacon: (body) => navigator.sendBeacon(TRACK_URL, body),
    now: () => Date.now(),
    random: () => Math.random(),
    href: () => location.href,
    referrer: () => document.referrer,
    log: (message) => console.error(message),
  });
}
