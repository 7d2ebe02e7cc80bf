import assert from 'node:assert/strict';
import { CatalogRoutes } from '@storystump/contracts';
import type { ApiCall, RunningSystem } from '@storystump/testing';
import pg from 'pg';

/** The checkout session id in the url a checkout answered (`/success?session_id=…` or `/checkout?session_id=…`). */
export const sessionIdOf = (url: string): string => new URL(url, 'http://shop').searchParams.get('session_id') ?? '';

/** The id of the order a demo checkout made: the API shows it to nobody but the admin, so it is read where it is kept. */
export async function orderIdOfCheckout(system: RunningSystem, url: string): Promise<string> {
  const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM catalog.orders WHERE demo_session_id = $1`, [
      sessionIdOf(url),
    ]);
    assert.ok(rows[0], `no order for ${url}`);
    return rows[0].id;
  } finally {
    await db.end();
  }
}

/** A guest pays the demo checkout a checkout answered, with their address; answers the success page's url. */
export async function payDemoCheckout(call: ApiCall, url: string, email: string): Promise<string> {
  const paid = await call(CatalogRoutes.payDemoCheckout, { params: { sessionId: sessionIdOf(url) }, body: { email } });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
  return paid.body.url;
}

/** The short number an order is known by to its buyer (in its mails and on the success page). */
export async function orderNumberOf(system: RunningSystem, orderId: string): Promise<string> {
  const db = new pg.Client({ connectionString: system.settings.DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ number: string }>(`SELECT number FROM catalog.orders WHERE id = $1`, [orderId]);
    assert.ok(rows[0], `no order ${orderId}`);
    return rows[0].number;
  } finally {
    await db.end();
  }
}
