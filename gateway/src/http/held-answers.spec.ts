import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fastify, { type FastifyInstance } from 'fastify';
import { FixedAnswer } from './fixed-answer.js';
import { HeldAnswers } from './held-answers.js';

/** A server with one hook of its own, every route declared after its answers are held. */
async function serving(hold: (held: HeldAnswers) => void, declare: (instance: FastifyInstance) => void) {
  const instance = fastify();
  const hooked: string[] = [];
  instance.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-hooked', 'yes');
    done();
  });
  instance.addHook('onResponse', (request, reply, done) => {
    hooked.push(`${request.method} ${request.routeOptions.url} ${reply.statusCode}`);
    done();
  });
  const held = new HeldAnswers();
  held.applyTo(instance);
  hold(held);
  declare(instance);
  await instance.ready();
  return { instance, held, hooked };
}

describe('HeldAnswers', () => {
  it('sends the answer in hand through the route and the hooks of every answer', async () => {
    let handled = 0;
    const answer = new FixedAnswer(200, { 'content-type': 'text/plain', etag: '"v1"' }, Buffer.from('held'));
    const { instance, hooked } = await serving(
      (held) => held.hold('/held', () => answer),
      (app) =>
        app.get('/held', (_request, reply) => {
          handled++;
          return reply.send('asked');
        }),
    );
    try {
      const res = await instance.inject({ url: '/held?x=1' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.body, 'held');
      assert.equal(res.headers.etag, '"v1"');
      assert.equal(res.headers['content-length'], '4');
      assert.equal(res.headers['x-hooked'], 'yes');
      assert.deepEqual(hooked, ['GET /held 200']);
      assert.equal(handled, 0);
    } finally {
      await instance.close();
    }
  });

  it("runs the route's handler when no answer is in hand", async () => {
    let inHand: FixedAnswer | undefined;
    const { instance } = await serving(
      (held) => held.hold('/list', () => inHand),
      (app) => app.get('/list', (_request, reply) => reply.status(203).send('asked')),
    );
    try {
      const asked = await instance.inject({ url: '/list' });
      assert.equal(asked.statusCode, 203);
      assert.equal(asked.body, 'asked');
      assert.equal(asked.headers['x-hooked'], 'yes');
      inHand = new FixedAnswer(304, { etag: '"v2"' });
      const notModified = await instance.inject({ url: '/list' });
      assert.equal(notModified.statusCode, 304);
      assert.equal(notModified.headers.etag, '"v2"');
    } finally {
      await instance.close();
    }
  });

  it('refuses to hold the answers of a route declared already', async () => {
    const { instance, held } = await serving(
      () => undefined,
      (app) => app.get('/late', (_request, reply) => reply.send('late')),
    );
    try {
      assert.throws(() => held.hold('/late', () => undefined), /GET \/late was declared before its answers were held/);
    } finally {
      await instance.close();
    }
  });
});
