import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpError } from './to-http-error.js';

const TOO_LARGE: HttpError = {
  status: 431,
  body: { message: 'The request line and headers are too large: a URL or cookie is too long', code: 'HEADERS_TOO_LARGE' },
};
const TOO_SLOW: HttpError = { status: 408, body: { message: 'The request did not arrive in time', code: 'REQUEST_TIMEOUT' } };
const NOT_HTTP: HttpError = { status: 400, body: { message: 'The request is not valid HTTP', code: 'BAD_REQUEST' } };

/**
 * Answers a request Node could not read as far as routing (headers past its limit, a broken
 * request line, a request that never finished) in the API's own error shape and with the headers
 * every answer carries, where Fastify's default would send a shape of its own and none of them.
 */
export function clientErrorAnswerer(headers: Record<string, string>) {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, body } =
      error.code === 'HPE_HEADER_OVERFLOW' ? TOO_LARGE : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? TOO_SLOW : NOT_HTTP;
    const json = JSON.stringify(body);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headerLines}content-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(json)}\r\nconnection: close\r\n\r\n${json}`,
      );
    }
    socket.destroy(error);
  };
}
