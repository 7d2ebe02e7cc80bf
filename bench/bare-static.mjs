// The baseline of a file-like answer: a bare Fastify server with @fastify/static serving one directory,
// in a process of its own, as the gateway is (its ETag and Last-Modified as @fastify/static gives them).
// Usage: node bench/bare-static.mjs <port> <dir>
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [port, dir] = process.argv.slice(2);
const app = Fastify();
await app.register(fastifyStatic, { root: dir });
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
