// The families' orders, placed as a signed-in shopper checks out, and one sent back: refunded as
// an admin refunds it.
import { familySession } from './families.mjs';

/** The price a demo order asks for: the product's first price, or its last (the hedgehog's gift box). */
function priceOf(products, order) {
  const product = products.find((p) => p.name.toLowerCase() === order.product);
  if (!product) throw new Error(`The shop has no product named ${order.product}`);
  return order.price === 'last' ? product.prices.at(-1).id : product.priceId;
}

/** Each family's orders that are not there yet are placed (matched by price); the one meant to go back is refunded. */
export async function ensureOrders(api, admin, world, families) {
  const { body: products } = await api.call(200, '/api/stripe/products');
  const ordersOf = async () => {
    const { body } = await api.call(200, '/api/orders', { headers: admin });
    return body.filter((order) => world.families.some((family) => family.email === order.email));
  };
  const before = await ordersOf();
  let placed = 0;
  for (const family of world.families) {
    const existing = before.filter((order) => order.email === family.email);
    const missing = family.orders.filter((order) => {
      const index = existing.findIndex((placedOrder) => placedOrder.lines[0]?.priceId === priceOf(products, order));
      if (index === -1) return true;
      existing.splice(index, 1);
      return false;
    });
    if (!missing.length) continue;
    const session = await familySession(api, families, family);
    for (const order of missing) {
      await api.call(200, '/api/stripe/create-checkout-session', {
        method: 'POST',
        headers: session,
        json: { items: [{ price: priceOf(products, order), quantity: 1 }] },
      });
      placed++;
    }
  }
  const orders = placed ? await ordersOf() : before;

  // The order sent back is the refunded family's order of that price, once.
  const family = world.families.find((f) => f.orders.some((order) => order.refunded));
  const priceId = priceOf(
    products,
    family.orders.find((order) => order.refunded),
  );
  const isReturned = (order) => order.email === family.email && order.lines[0]?.priceId === priceId;
  let refunded = 0;
  if (!orders.some((order) => isReturned(order) && order.status === 'refunded')) {
    const toRefund = orders.find((order) => isReturned(order) && order.status === 'paid');
    if (toRefund) {
      await api.call(200, `/api/orders/${toRefund._id}/refund`, { method: 'POST', headers: admin });
      refunded++;
    }
  }
  return { placed, refunded };
}
