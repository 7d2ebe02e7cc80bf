import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A local stand-in for the part of Stripe's HTTP API the shop uses, so tests drive the real
 * `stripe` SDK (pointed here with its host, port and protocol settings) without Stripe's servers.
 */
export interface StandInProduct {
  id: string;
  name: string;
  description: string | null;
  images: string[];
  active: boolean;
  default_price: string | null;
}

export interface StandInPrice {
  id: string;
  product: string;
  unit_amount: number | null;
  currency: string;
  active: boolean;
  nickname?: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  idempotencyKey?: string;
  authorization?: string;
}

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  success_url: string;
  cancel_url: string;
  amount_total: number;
  currency: string;
  status: string;
  customer_details: { email: string } | null;
  customer_email: string | null;
  client_reference_id: string | null;
  /** The payment the session will have made once paid. */
  payment_intent: string;
  lines: Array<{ price: StandInPrice; quantity: number }>;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
}

export interface StripeStandIn {
  host: string;
  port: number;
  requests: RecordedRequest[];
  sessions: Map<string, StandInSession>;
  /** Refunds made, by payment intent: a second refund of one payment is refused as Stripe does. */
  refunds: Map<string, StandInRefund>;
  /** Makes the next Checkout Session creations fail with this status (null: succeed again). */
  failCheckoutsWith(status: number | null): void;
  /** Makes the next refunds fail with this status (null: succeed again). */
  failRefundsWith(status: number | null): void;
  stop(): Promise<void>;
}

const list = (path: string, items: Array<{ id: string }>, query: URLSearchParams) => {
  const limit = Number(query.get('limit') ?? 10);
  const after = query.get('starting_after');
  const start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
  const data = items.slice(start, start + limit);
  return { object: 'list', url: path, has_more: start + limit < items.length, data };
};

const stripeError = (res: ServerResponse, status: number, message: string, param?: string, code?: string) =>
  send(res, status, {
    error: { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) },
  });

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(catalog: {
  products: StandInProduct[];
  prices: StandInPrice[];
}): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const byIdempotencyKey = new Map<string, StandInSession>();
  const refunds = new Map<string, StandInRefund>();
  const refundsByKey = new Map<string, StandInRefund>();
  let failCheckouts: number | null = null;
  let failRefunds: number | null = null;
  let counter = 0;

  const createSession = (res: ServerResponse, form: URLSearchParams, key: string | undefined) => {
    if (failCheckouts) return stripeError(res, failCheckouts, 'The stand-in was told to fail');
    if (key && byIdempotencyKey.has(key)) return send(res, 200, byIdempotencyKey.get(key));
    if (form.get('mode') !== 'payment') return stripeError(res, 400, 'mode must be payment', 'mode');
    const lines: StandInSession['lines'] = [];
    for (let i = 0; form.has(`line_items[${i}][price]`); i++) {
      const priceId = form.get(`line_items[${i}][price]`)!;
      const price = catalog.prices.find((p) => p.id === priceId);
      if (!price) return stripeError(res, 400, `No such price: '${priceId}'`, `line_items[${i}][price]`);
      lines.push({ price, quantity: Number(form.get(`line_items[${i}][quantity]`) ?? 1) });
    }
    if (lines.length === 0) return stripeError(res, 400, 'line_items is required', 'line_items');
    const id = `cs_test_${++counter}`;
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      mode: 'payment',
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
      amount_total: lines.reduce((sum, line) => sum + (line.price.unit_amount ?? 0) * line.quantity, 0),
      currency: lines[0]!.price.currency,
      status: 'open',
      customer_details: null,
      customer_email: form.get('customer_email'),
      client_reference_id: form.get('client_reference_id'),
      payment_intent: `pi_${id}`,
      lines,
    };
    sessions.set(id, session);
    if (key) byIdempotencyKey.set(key, session);
    send(res, 200, visibleSession(session));
  };

  const createRefund = (res: ServerResponse, form: URLSearchParams, key: string | undefined) => {
    if (failRefunds) return stripeError(res, failRefunds, 'The stand-in was told to fail');
    if (key && refundsByKey.has(key)) return send(res, 200, refundsByKey.get(key));
    const paymentIntent = form.get('payment_intent');
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent === paymentIntent);
    if (!paymentIntent || !session) return stripeError(res, 404, `No such payment_intent: '${paymentIntent}'`, 'payment_intent');
    if (refunds.has(paymentIntent))
      return stripeError(
        res,
        400,
        `Charge for ${paymentIntent} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    const refund: StandInRefund = {
      id: `re_${paymentIntent}`,
      object: 'refund',
      payment_intent: paymentIntent,
      amount: session.amount_total,
      status: 'succeeded',
    };
    refunds.set(paymentIntent, refund);
    if (key) refundsByKey.set(key, refund);
    send(res, 200, refund);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await readBody(req);
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(body),
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      authorization: req.headers.authorization,
    };
    requests.push(recorded);
    if (!recorded.authorization?.startsWith('Bearer sk_')) return stripeError(res, 401, 'Invalid API Key provided');

    const lineItems = /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/.exec(url.pathname);
    if (req.method === 'GET' && url.pathname === '/v1/products')
      return send(res, 200, list(url.pathname, catalog.products, url.searchParams));
    if (req.method === 'GET' && url.pathname === '/v1/prices') {
      const active = url.searchParams.get('active');
      const prices = active === null ? catalog.prices : catalog.prices.filter((p) => String(p.active) === active);
      return send(
        res,
        200,
        list(
          url.pathname,
          prices.map((p) => ({ object: 'price', ...p })),
          url.searchParams,
        ),
      );
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions')
      return createSession(res, recorded.form, recorded.idempotencyKey);
    if (req.method === 'POST' && url.pathname === '/v1/refunds') return createRefund(res, recorded.form, recorded.idempotencyKey);
    if (req.method === 'GET' && lineItems) {
      const session = sessions.get(lineItems[1]!);
      if (!session) return stripeError(res, 404, `No such checkout.session: '${lineItems[1]}'`);
      const items = session.lines.map((line, i) => ({
        id: `li_${session.id}_${i}`,
        object: 'item',
        description: catalog.products.find((p) => p.id === line.price.product)?.name ?? null,
        price: { object: 'price', ...line.price },
        quantity: line.quantity,
        amount_total: (line.price.unit_amount ?? 0) * line.quantity,
        currency: line.price.currency,
      }));
      return send(res, 200, list(url.pathname, items, url.searchParams));
    }
    stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
  };
  const server = createServer((req, res) => void handle(req, res));

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    host: '127.0.0.1',
    port,
    requests,
    sessions,
    refunds,
    failCheckoutsWith: (status) => (failCheckouts = status),
    failRefundsWith: (status) => (failRefunds = status),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The settings that point the catalog service's Stripe SDK at a stand-in. */
export const stripeStandInSettings = (standIn: StripeStandIn, webhookSecret: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_stand_in',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_HOST: standIn.host,
  STRIPE_API_PORT: String(standIn.port),
  STRIPE_API_PROTOCOL: 'http',
});

const visibleSession = ({ lines: _lines, payment_intent: _paymentIntent, ...visible }: StandInSession) => ({
  ...visible,
  payment_intent: null,
});

/**
 * A `checkout.session.completed` event as Stripe sends it, for a session the stand-in made: paid,
 * or `unpaid` when the buyer chose a method that settles days later (Bacs, SEPA).
 */
export function checkoutCompletedEvent(session: StandInSession, email: string, paymentStatus: 'paid' | 'unpaid' = 'paid') {
  const { lines: _lines, ...visible } = session;
  return {
    id: paymentStatus === 'paid' ? `evt_${session.id}` : `evt_${session.id}_unpaid`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...visible, status: 'complete', payment_status: paymentStatus, customer_details: { email } } },
  };
}

/** The later word on a delayed payment: `checkout.session.async_payment_succeeded` or `_failed`. */
export function asyncPaymentEvent(session: StandInSession, email: string, outcome: 'succeeded' | 'failed') {
  const { lines: _lines, ...visible } = session;
  return {
    id: `evt_${session.id}_async_${outcome}`,
    object: 'event',
    type: `checkout.session.async_payment_${outcome}`,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        ...visible,
        status: 'complete',
        payment_status: outcome === 'succeeded' ? 'paid' : 'unpaid',
        customer_details: { email },
      },
    },
  };
}

/** A `checkout.session.expired` event: the session's time to pay ran out at Stripe. */
export function checkoutExpiredEvent(session: StandInSession) {
  const { lines: _lines, ...visible } = session;
  return {
    id: `evt_expired_${session.id}`,
    object: 'event',
    type: 'checkout.session.expired',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...visible, status: 'expired', payment_status: 'unpaid' } },
  };
}

/** A `charge.refunded` event as Stripe sends it: in full unless `amountRefunded` is less than the session's total. */
export function chargeRefundedEvent(session: StandInSession, amountRefunded = session.amount_total) {
  return {
    id: `evt_refund_${session.id}_${amountRefunded}`,
    object: 'event',
    type: 'charge.refunded',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `ch_${session.id}`,
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: amountRefunded,
        currency: session.currency,
        payment_intent: session.payment_intent,
        refunded: amountRefunded >= session.amount_total,
        status: 'succeeded',
      },
    },
  };
}

/** A small Stripe catalog: an active product with two prices, an inactive one, one with no price. */
export const sampleStripeCatalog = (): { products: StandInProduct[]; prices: StandInPrice[] } => ({
  products: [
    {
      id: 'prod_fox',
      name: 'Fox',
      description: 'Clever and kind.',
      images: ['https://files.stripe.test/fox.png'],
      active: true,
      default_price: 'price_fox',
    },
    { id: 'prod_badger', name: 'Badger', description: null, images: [], active: false, default_price: 'price_badger' },
    { id: 'prod_wren', name: 'Wren', description: 'Tiny and loud.', images: [], active: true, default_price: null },
  ],
  prices: [
    { id: 'price_fox', product: 'prod_fox', unit_amount: 2299, currency: 'gbp', active: true, nickname: 'on its own' },
    { id: 'price_fox_gift', product: 'prod_fox', unit_amount: 3199, currency: 'gbp', active: true, nickname: 'in a gift tin' },
    { id: 'price_fox_old', product: 'prod_fox', unit_amount: 1999, currency: 'gbp', active: false },
    { id: 'price_badger', product: 'prod_badger', unit_amount: 2499, currency: 'gbp', active: true },
  ],
});
