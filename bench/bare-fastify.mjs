// The baseline: a bare Fastify server answering one fixed JSON body (to GET, and to POST), in a process of its own,
// as the gateway is. With --with-security-headers it also sends the gateway's security headers,
// which tells the cost of those headers apart from the rest of the gateway's.
// Usage: node bench/bare-fastify.mjs <port> <json-file> [--with-security-headers]
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { securityHeaders } from '../gateway/dist/src/security/security-headers.js';

const [port, file, option] = process.argv.slice(2);
const body = readFileSync(file, 'utf8');
const app = Fastify();
if (option === '--with-security-headers') {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
app.get('/products', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
// The same answer to a POST, after Fastify has parsed its JSON body: the baseline for writes.
app.post('/products', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
