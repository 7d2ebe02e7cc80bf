import { request } from 'node:http';

/** What Node writes on its own (or per answer) and so is left to the server replaying an answer. */
const WRITTEN_BY_THE_SERVER = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'x-request-id',
]);

/**
 * The answer a server gives to one request as autocannon sends it (method, headers and body as in
 * its options), byte for byte: status, headers in order (but those the replaying server writes
 * itself) and body as base64, for bare-fastify.mjs --same-answers to replay.
 */
export function recordAnswer(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const answerHeaders = {};
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i].toLowerCase();
          if (!WRITTEN_BY_THE_SERVER.has(name)) answerHeaders[name] = response.rawHeaders[i + 1];
        }
        resolve({ method, status: response.statusCode, headers: answerHeaders, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    sent.on('error', reject);
    sent.end(body);
  });
}
