import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CatalogEvents } from '@storystump/contracts';
import type { RpcClient } from '@storystump/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayEvents } from '../events/gateway-events.js';
import { PublicReads } from './public-reads.js';

/** A catalog whose answers the test hands out one by one, and the events the gateway would hear. */
function readsWith() {
  const pending: Array<(list: unknown) => void> = [];
  const rpc = { send: () => new Promise((resolve) => pending.push(resolve)) } as unknown as RpcClient;
  const handlers = new Map<string, () => void>();
  let reconnect = () => undefined as void;
  const events = {
    onEvent: (subject: string, handler: () => void) => handlers.set(subject, handler),
    onReconnect: (handler: () => void) => (reconnect = handler),
  } as unknown as GatewayEvents;
  const reads = new PublicReads(rpc, events);
  reads.onModuleInit();
  const reply = { header: () => reply, headers: () => reply, status: () => reply, type: () => reply } as unknown as FastifyReply;
  const ask = () => reads.answer('products', { headers: {} } as FastifyRequest, reply);
  return { reads, pending, ask, changed: () => handlers.get(CatalogEvents.productsChanged)!(), reconnected: () => reconnect() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PublicReads.inHand', () => {
  it('has no copy until one has arrived, then the one that arrived', async () => {
    const { reads, pending, ask } = readsWith();
    assert.equal(reads.inHand('products'), undefined);
    const answer = ask();
    assert.equal(reads.inHand('products'), undefined, 'asked, not yet answered');
    pending[0]!([{ id: 'prod_owl' }]);
    assert.equal(await answer, '[{"id":"prod_owl"}]');
    assert.equal(reads.inHand('products')?.body, '[{"id":"prod_owl"}]');
  });

  it('drops the copy on the change event and on a reconnect', async () => {
    const { reads, pending, ask, changed, reconnected } = readsWith();
    const first = ask();
    pending[0]!([1]);
    await first;
    changed();
    assert.equal(reads.inHand('products'), undefined);
    const second = ask();
    pending[1]!([2]);
    await second;
    assert.equal(reads.inHand('products')?.body, '[2]');
    reconnected();
    assert.equal(reads.inHand('products'), undefined);
  });

  it('never keeps a list that was asked for before a change and arrived after it', async () => {
    const { reads, pending, ask, changed } = readsWith();
    void ask();
    changed();
    pending[0]!(['from before the change']);
    await tick();
    assert.equal(reads.inHand('products'), undefined);
  });
});
