import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { EdgeAnswers, FixedAnswer } from './edge-answers.js';

async function serving(edge: EdgeAnswers, fallback: string) {
  const server = edge.serverFactory((_request, response) => response.end(fallback), { keepAliveTimeout: 72_000 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('EdgeAnswers', () => {
  it('answers a GET of a target it holds, and hands every other request to the router', async () => {
    const edge = new EdgeAnswers();
    const told: unknown[][] = [];
    edge.answer('/held', '/held-route', (_request, response, requestId) =>
      new FixedAnswer(201, { 'content-type': 'text/plain' }, Buffer.from('from the edge')).write(response, requestId),
    );
    edge.onAnswered((...args) => told.push(args));
    const { server, url, close } = await serving(edge, 'from the router');
    try {
      assert.equal(server.keepAliveTimeout, 72_000);
      const held = await fetch(`${url}/held`);
      assert.equal(held.status, 201);
      assert.equal(await held.text(), 'from the edge');
      assert.equal(held.headers.get('content-length'), '13');
      const requestId = held.headers.get('x-request-id');
      assert.match(requestId ?? '', /^[0-9a-f-]{36}$/);
      assert.equal(told.length, 1);
      const [method, route, status, milliseconds, id] = told[0]!;
      assert.deepEqual([method, route, status, id], ['GET', '/held-route', 201, requestId]);
      assert.ok(typeof milliseconds === 'number' && milliseconds >= 0);

      for (const [method, path] of [
        ['GET', '/held?x=1'],
        ['GET', '/held/'],
        ['HEAD', '/held'],
        ['POST', '/held'],
        ['GET', '/other'],
      ] as const) {
        const res = await fetch(`${url}${path}`, { method });
        assert.equal(res.headers.get('x-request-id'), null, `${method} ${path}`);
        if (method !== 'HEAD') assert.equal(await res.text(), 'from the router', `${method} ${path}`);
      }
      assert.equal(told.length, 1);
    } finally {
      await close();
    }
  });

  it('leaves a request to the router when its answer fails before writing', async () => {
    const edge = new EdgeAnswers();
    edge.answer('/failing', '/failing', () => {
      throw new Error('no answer after all');
    });
    const { url, close } = await serving(edge, 'from the router');
    try {
      assert.equal(await (await fetch(`${url}/failing`)).text(), 'from the router');
    } finally {
      await close();
    }
  });
});
