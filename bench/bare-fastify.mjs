// The baseline: a bare Fastify server answering one fixed JSON body (to GET, and to POST), in a process of its own,
// as the gateway is. With --with-security-headers=api (or =page) it also sends the security headers
// the gateway gives an API answer (or a page), which tells the cost of those headers apart from the
// rest of the gateway's.
// Usage: node bench/bare-fastify.mjs <port> <json-file> [--with-security-headers=api|page]
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { STANDARD_HEADERS } from '../gateway/dist/src/security/security-headers.js';

const [port, file, option] = process.argv.slice(2);
const body = readFileSync(file, 'utf8');
const app = Fastify();
const headersKind = option?.startsWith('--with-security-headers=') ? option.split('=')[1] : undefined;
if (headersKind) {
  const headers = STANDARD_HEADERS[headersKind];
  if (!headers) throw new Error(`--with-security-headers takes api or page, not ${headersKind}`);
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
