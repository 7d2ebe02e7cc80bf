// The floor's front: a bare Fastify server that hashes each heartbeat's API key and asks the
// writer over raw nats.js, the heartbeats of a moment in one request as the gateway sends them
// (MicroBatch, the gateway's size and batches in flight), answering 200 once the writer has
// committed it (401 for a key the writer does not know). No guards, no validation beyond Fastify's
// JSON parse.
// Usage: node bench/heartbeat-floor/front.mjs <port> <nats-url> <subject>
import { createHash } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import Fastify from 'fastify';
import { MOST_CALLS_IN_A_BATCH } from '../../libs/contracts/dist/index.js';
import { MicroBatch } from '../../libs/service-kit/dist/index.js';

const [port, natsUrl, subject] = process.argv.slice(2);
const nc = await connect({ servers: natsUrl });
const calls = new MicroBatch(async (beats) => (await nc.request(subject, JSON.stringify(beats), { timeout: 30_000 })).json(), {
  maxSize: MOST_CALLS_IN_A_BATCH,
  maxInFlight: 2,
});
const app = Fastify();
app.post('/heartbeat', async (request, reply) => {
  const key = String(request.headers.authorization ?? '').replace(/^ApiKey /, '');
  const keyHash = createHash('sha256').update(key).digest('hex');
  const recorded = await calls.add({ keyHash, input: request.body });
  return reply
    .code(recorded ? 200 : 401)
    .type('application/json; charset=utf-8')
    .send(recorded ? '{"recorded":true}' : '{"message":"unknown key"}');
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
