// The baseline: a bare Fastify server answering one fixed JSON body, in a process of its own,
// as the gateway is. Usage: node bench/bare-fastify.mjs <port> <json-file>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const body = readFileSync(file, 'utf8');
const app = Fastify();
app.get('/products', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
