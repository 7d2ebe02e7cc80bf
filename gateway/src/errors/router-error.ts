import type { FastifyReply, FastifyRequest } from 'fastify';

const BAD_URL = { message: 'The URL is not valid: it has a broken percent-encoding', code: 'BAD_URL' };

/**
 * Answers a URL the router cannot decode (`/api/users/%zz`), refused before any hook runs, in the
 * API's own error shape and with the headers every answer carries, where Fastify's default would
 * send a shape of its own and none of them.
 */
export function routerErrorAnswerer(headers: Record<string, string>) {
  return (_error: Error, request: FastifyRequest, reply: FastifyReply): void => {
    void reply.headers(headers).header('x-request-id', request.id).status(400).send(BAD_URL);
  };
}
