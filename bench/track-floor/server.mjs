// The floor of a tracked event: a bare Fastify server doing the route's own work with the gateway's
// own code, and nothing of the gateway's machinery around it (no Nest router, guards, interceptors,
// request ids, security headers, logging or metrics). Each POST counts its address's hit in Redis
// (the gateway's RateLimitStore), checks and enriches the event and hands it to JetStream in
// batches (the gateway's TrackedEventsPublisher), and answers 202 once JetStream has it.
// Usage: node bench/track-floor/server.mjs <port> <nats-url> <redis-url> <redis-prefix>
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { CountryLookup } from '../../gateway/dist/src/analytics/country-lookup.js';
import { TrackedEventsPublisher } from '../../gateway/dist/src/analytics/tracked-events.publisher.js';
import { RATE_LIMIT_RULES } from '../../gateway/dist/src/rate-limit/rate-limit.rules.js';
import { RateLimitStore } from '../../gateway/dist/src/rate-limit/rate-limit.store.js';
import { illFormedPart } from '../../gateway/dist/src/validation/well-formed-json.js';
import { JetStreamConnection, readInfraConfig } from '../../libs/service-kit/dist/index.js';

const [port, natsUrl, redisUrl, redisPrefix] = process.argv.slice(2);
const countries = new CountryLookup();
await countries.onModuleInit();
const jetstream = new JetStreamConnection(readInfraConfig({ NATS_URL: natsUrl, REDIS_URL: redisUrl }));
const publisher = new TrackedEventsPublisher(jetstream, countries);
const hits = new RateLimitStore(new Redis(redisUrl), redisPrefix);
const { track: trackRule } = RATE_LIMIT_RULES;

const app = Fastify();
// JSON bodies held to the gateway's rule (prototype poisoning refused, then well-formed).
const parseJson = app.getDefaultJsonParser('error', 'error');
app.removeContentTypeParser('application/json');
app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
  parseJson(request, body, (error, parsed) => {
    if (error) return done(error);
    const problem = illFormedPart(parsed);
    return problem ? done(Object.assign(new Error(problem), { statusCode: 400 })) : done(null, parsed);
  }),
);
app.post('/track', async (request, reply) => {
  await hits.hit(`${trackRule.name}-floor`, trackRule.key(request), trackRule.windowMs);
  const accepted = await publisher.track(request);
  return reply.code(202).type('application/json; charset=utf-8').send(JSON.stringify(accepted));
});
await jetstream.handles();
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
