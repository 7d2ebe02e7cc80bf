// The baseline: a bare Fastify server answering one fixed JSON body (to GET, and to POST), in a process of its own,
// as the gateway is. With --same-answers=<file> it also sends, at /same/<n>, the gateway's own answers recorded
// in the file (status, headers, body; a fresh x-request-id each time, as the gateway gives): the same bytes on
// the wire as the gateway's, so a route's ratio to its twin is the gateway's own cost, not its answer's.
// With --status=<code> it answers with that status (202 for a write that is only queued).
// Usage: node bench/bare-fastify.mjs <port> <json-file> [--same-answers=<answers-file>] [--status=<code>]
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file, ...options] = process.argv.slice(2);
const option = options.find((o) => o.startsWith('--same-answers='));
const status = Number(options.find((o) => o.startsWith('--status='))?.slice('--status='.length) ?? 200);
const body = readFileSync(file, 'utf8');
const app = Fastify();
app.get('/products', (_request, reply) => reply.code(status).type('application/json; charset=utf-8').send(body));
// The same answer to a POST, after Fastify has parsed its JSON body: the baseline for writes.
app.post('/products', (_request, reply) => reply.code(status).type('application/json; charset=utf-8').send(body));
if (option) {
  const answers = JSON.parse(readFileSync(option.slice('--same-answers='.length), 'utf8'));
  for (const [index, answer] of answers.entries()) {
    const answerBody = Buffer.from(answer.body, 'base64');
    app.route({
      method: answer.method,
      url: `/same/${index}`,
      handler: (_request, reply) =>
        reply.code(answer.status).headers(answer.headers).header('x-request-id', randomUUID()).send(answerBody),
    });
  }
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
