import { randomUUID } from 'node:crypto';
import { RequestLog } from './request-log.mjs';

const ANSWER_WAIT_MS = 15_000;
const MAX_WAITING_PER_KIND = 100;

/**
 * Requests a second of each kind: a steady day's mix, most of it reads and stump traffic. Sign-ins
 * and sign-ups are few, as they are in life (each hashes a password: a CPU's worth of them would
 * starve a restarting process, not test it).
 */
const RATES = {
  storefront: 30,
  login: 2,
  register: 2,
  checkout: 8,
  heartbeat: 8,
  visit: 8,
  track: 30,
  'mailing progress': 2,
  'analytics summary': 2,
};

/**
 * Steady mixed traffic, as shoppers, stumps and browsers make it: each kind of request at a rate of
 * its own, so a fault shows as errors of the kinds it touches.
 * Writes the system acknowledged are kept by kind, to be found stored afterwards.
 */
export class MixedLoad {
  log = new RequestLog();
  acknowledged = { users: [], orders: [], visits: [], events: [] };
  #running = false;
  #pacers = [];
  #sequence = 0;
  #clock = performance.now();

  constructor(world) {
    this.world = world;
  }

  now() {
    return performance.now() - this.#clock;
  }

  /**
   * Each kind at its own steady rate, whether or not earlier requests have been answered, as many
   * independent clients send them (one stuck request holds up no other), with at most
   * MAX_WAITING_PER_KIND waiting at once.
   */
  start() {
    this.#running = true;
    for (const [kind, request] of Object.entries(this.#kinds()))
      this.#pacers.push(this.#paced(kind, request, 1000 / RATES[kind]));
  }

  async stop() {
    this.#running = false;
    await Promise.all(this.#pacers);
  }

  async #paced(kind, request, interval) {
    const waiting = new Set();
    let next = this.now();
    while (this.#running) {
      if (waiting.size < MAX_WAITING_PER_KIND) {
        const sent = this.#send(kind, request).finally(() => waiting.delete(sent));
        waiting.add(sent);
      }
      next += interval;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - this.now())));
    }
    await Promise.all(waiting);
  }

  async #send(kind, request) {
    const started = this.now();
    let outcome;
    try {
      outcome = await request(++this.#sequence);
    } catch (error) {
      outcome = error.name === 'TimeoutError' ? 'timeout' : 'refused';
    }
    this.log.add(kind, started, this.now(), outcome);
  }

  #kinds() {
    const { baseUrl, run, shopper, device, adminToken } = this.world;
    const call = (method, path, body, headers = {}) =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(ANSWER_WAIT_MS),
      });
    const deviceHeaders = { authorization: `ApiKey ${device.apiKey}` };
    const adminHeaders = { authorization: `Bearer ${adminToken}` };
    const adminRead = async (path) => {
      const res = await call('GET', path, undefined, adminHeaders);
      await res.arrayBuffer();
      return res.status;
    };
    return {
      storefront: async (n) => {
        const res = await call('GET', n % 2 ? '/api/stripe/products' : '/');
        await res.arrayBuffer();
        return res.status;
      },
      login: async () => {
        const res = await call('POST', '/api/auth/login', shopper);
        await res.arrayBuffer();
        return res.status;
      },
      register: async (n) => {
        const email = `chaos-${run}-${n}@chaos.test`;
        const res = await call('POST', '/api/auth/register', { displayName: `Reader ${n}`, email, password: shopper.password });
        await res.arrayBuffer();
        if (res.status === 201) this.acknowledged.users.push(email);
        return res.status;
      },
      checkout: async () => {
        const res = await call('POST', '/api/stripe/create-checkout-session', { items: [{ price: 'price_owl', quantity: 1 }] });
        const body = await res.json().catch(() => undefined);
        const order = /session_id=(demo_cs_[0-9a-f]+)/.exec(body?.url ?? '')?.[1];
        if (res.ok && order) this.acknowledged.orders.push(order);
        return res.status;
      },
      heartbeat: async (n) => {
        const res = await call('POST', '/api/device/v1/heartbeat', { runningVersion: '1.0.0', uptimeSeconds: n }, deviceHeaders);
        await res.arrayBuffer();
        return res.status;
      },
      visit: async () => {
        const visit = { eventId: randomUUID(), serialNumber: device.serialNumber, occurredAt: new Date().toISOString() };
        const res = await call('POST', '/api/device/v1/visits', { visits: [visit] }, deviceHeaders);
        const body = await res.json().catch(() => undefined);
        if (res.ok && ['recorded', 'duplicate'].includes(body?.results?.[0]?.status))
          this.acknowledged.visits.push(visit.eventId);
        return res.status;
      },
      track: async (n) => {
        const page = `/chaos/${run}/${n}`;
        const res = await call('POST', '/api/analytics/track', { type: 'page_view', sessionId: `chaos-${run}`, page });
        await res.arrayBuffer();
        if (res.ok) this.acknowledged.events.push(page);
        return res.status;
      },
      // The admin watching the mailing and the dashboard: the services that serve no shopper directly.
      'mailing progress': () => adminRead('/api/email-marketing/campaigns'),
      'analytics summary': () => adminRead('/api/analytics/summary'),
    };
  }
}
