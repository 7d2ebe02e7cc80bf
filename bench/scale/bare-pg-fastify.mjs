// The baseline of a read at scale: a bare Fastify server, in a process of its own as the gateway is,
// that answers each of its routes with the rows of one SQL query, straight through pg (a pool of as
// many clients as the load has connections). A route's parameters are fixed values, or for a
// POST the sha256 of the request's API key and fields of its JSON body, so that a heartbeat's
// baseline does its write bare.
// Usage: node bench/scale/bare-pg-fastify.mjs <port> <database-url> <routes-json-file> <pool-size>
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const [port, databaseUrl, routesFile, poolSize] = process.argv.slice(2);
const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(poolSize) });
const app = Fastify();

/** A parameter's value for one request: fixed, or `{ apiKeyHash: true }`, or `{ body: field }`. */
const valueOf = (param, request) => {
  if (param && typeof param === 'object' && param.apiKeyHash) {
    const key = String(request.headers.authorization ?? '').replace(/^ApiKey /, '');
    return createHash('sha256').update(key).digest('hex');
  }
  if (param && typeof param === 'object' && 'body' in param) return request.body?.[param.body];
  return param;
};

for (const [index, route] of routes.entries()) {
  app.route({
    method: route.method ?? 'GET',
    url: `/bare/${index}`,
    handler: async (request, reply) => {
      const { rows } = await pool.query(
        route.sql,
        (route.params ?? []).map((param) => valueOf(param, request)),
      );
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(route.single ? rows[0] : rows));
    },
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
