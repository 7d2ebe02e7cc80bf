import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { describe, it } from 'node:test';
import fastify, { type FastifyInstance } from 'fastify';
import { EveryRequest } from './every-request.js';
import { FixedAnswer } from './fixed-answer.js';
import { HeldAnswers } from './held-answers.js';

const HEADERS = { 'x-standard': 'yes' };
const ID = /^[0-9a-f-]{36}$/;

/** A server as the gateway builds it: every route declared through `HeldAnswers`. */
async function serving(hold: (held: HeldAnswers) => void, declare: (instance: FastifyInstance) => void) {
  let id = 0;
  const instance = fastify({ genReqId: () => `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}` });
  const everyRequest = new EveryRequest(() => HEADERS);
  const reports: Array<{ method: string; route: string; status: number; requestId: string }> = [];
  everyRequest.reportTo((method, route, status, _milliseconds, requestId) => reports.push({ method, route, status, requestId }));
  const held = new HeldAnswers(everyRequest);
  held.applyTo(instance);
  instance.setNotFoundHandler({ preHandler: everyRequest.onNotFound }, (_request, reply) => reply.status(404).send('none'));
  hold(held);
  declare(instance);
  await instance.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
  return { instance, held, url, reports };
}

/** A request with the target exactly as given (fetch would make `*x` into `/*x`). */
function rawTarget(url: string, method: string, target: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, path: target }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('HeldAnswers and EveryRequest', () => {
  it('give an ordinary route the standard headers, an id and a report, as hooks of the route', async () => {
    const { instance, url, reports } = await serving(
      () => undefined,
      (app) => app.get('/plain', (_request, reply) => reply.header('x-own', '1').send('plain')),
    );
    try {
      const res = await fetch(`${url}/plain`);
      assert.equal(await res.text(), 'plain');
      assert.equal(res.headers.get('x-standard'), 'yes');
      assert.equal(res.headers.get('x-own'), '1');
      const requestId = res.headers.get('x-request-id') ?? '';
      assert.match(requestId, ID);
      assert.deepEqual(reports, [{ method: 'GET', route: '/plain', status: 200, requestId }]);
      const routes = instance.printRoutes({ includeHooks: true, commonPrefix: false });
      assert.match(routes, /\/plain \(GET\)\n\s+• \(onRequest\) \["onRequest\(\)"\]\n\s+• \(onResponse\) \["onResponse\(\)"\]\n/);
    } finally {
      await instance.close();
    }
  });

  it('answer a held route from memory with no hook at all, with a query string too, and report it', async () => {
    let handled = 0;
    const answer = new FixedAnswer(200, { ...HEADERS, 'content-type': 'text/plain' }, Buffer.from('held'));
    const { instance, url, reports } = await serving(
      (held) => held.hold('/held', () => answer),
      (app) =>
        app.get('/held', (_request, reply) => {
          handled++;
          return reply.type('text/plain').send('held');
        }),
    );
    try {
      const routes = instance.printRoutes({ includeHooks: true, commonPrefix: false });
      // The GET route has no hooks; the HEAD Fastify adds for it has an ordinary route's.
      assert.match(routes, /\/held \(GET\)\n\s+\/held \(HEAD\)\n\s+• \(onRequest\) \["onRequest\(\)"\]/);
      for (const target of ['/held', '/held?x=1']) {
        const res = await fetch(`${url}${target}`);
        assert.equal(res.status, 200);
        assert.equal(await res.text(), 'held');
        assert.equal(res.headers.get('x-standard'), 'yes');
        assert.equal(res.headers.get('content-length'), '4');
        assert.match(res.headers.get('x-request-id') ?? '', ID);
        assert.equal(reports.at(-1)?.route, '/held');
        assert.equal(reports.at(-1)?.requestId, res.headers.get('x-request-id'));
      }
      assert.equal(handled, 0);

      const head = await fetch(`${url}/held`, { method: 'HEAD' });
      assert.equal(head.status, 200);
      assert.equal(head.headers.get('x-standard'), 'yes');
      assert.match(head.headers.get('x-request-id') ?? '', ID);
      assert.equal(handled, 1, 'HEAD is answered by the route');
    } finally {
      await instance.close();
    }
  });

  it("run a held route's handler with the standard headers when no answer is in hand", async () => {
    let inHand: FixedAnswer | undefined;
    const { instance, url, reports } = await serving(
      (held) => held.hold('/list', () => inHand),
      (app) => app.get('/list', async (_request, reply) => reply.status(203).send('asked')),
    );
    try {
      const asked = await fetch(`${url}/list`);
      assert.equal(asked.status, 203);
      assert.equal(await asked.text(), 'asked');
      assert.equal(asked.headers.get('x-standard'), 'yes');
      const requestId = asked.headers.get('x-request-id') ?? '';
      assert.match(requestId, ID);
      assert.deepEqual(reports.at(-1), { method: 'GET', route: '/list', status: 203, requestId });

      inHand = new FixedAnswer(200, HEADERS, Buffer.from('copy'));
      assert.equal(await (await fetch(`${url}/list`)).text(), 'copy');
    } finally {
      await instance.close();
    }
  });

  it('answer a target that is not a path, and a request nothing matches, as not found with the standard headers', async () => {
    const { instance, url, reports } = await serving(
      (held) => held.hold('/held', () => new FixedAnswer(200, HEADERS, Buffer.from('held'))),
      (app) => {
        app.get('/held', (_request, reply) => reply.send('held'));
        app.get('/plain', (_request, reply) => reply.send('plain'));
      },
    );
    try {
      for (const [method, target] of [
        ['GET', '*held'],
        ['GET', '*plain'],
        ['POST', '/held'],
        ['GET', '/nothing'],
      ] as const) {
        const res = await rawTarget(url, method, target);
        assert.equal(res.status, 404, `${method} ${target}`);
        assert.equal(res.headers['x-standard'], 'yes', `${method} ${target}`);
        assert.match(String(res.headers['x-request-id']), ID, `${method} ${target}`);
        assert.deepEqual(reports.at(-1), { method, route: 'unmatched', status: 404, requestId: res.headers['x-request-id'] });
      }
    } finally {
      await instance.close();
    }
  });

  it('refuse to hold the answers of a route declared already', async () => {
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
