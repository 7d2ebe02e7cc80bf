import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/**
 * One request as a browser sends it (accepting compressed answers), timed up to its last byte:
 * status, headers, the bytes on the wire and the body (decompressed only to read it, never
 * counted so). Gives up after `timeoutMs`, answering status 0.
 */
export function probe(url, { method = 'GET', headers = {}, body, timeoutMs = 120_000 } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const sent = request(url, { method, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', (error) => resolve({ status: 0, error: String(error), ms: performance.now() - started }));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          wireBytes: chunks.reduce((total, chunk) => total + chunk.length, 0),
          raw: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
    });
    sent.setTimeout(timeoutMs, () => {
      sent.destroy();
      resolve({ status: 0, error: `no answer in ${timeoutMs / 1000} s`, ms: performance.now() - started });
    });
    sent.on('error', (error) => resolve({ status: 0, error: String(error), ms: performance.now() - started }));
    sent.end(body);
  });
}

const DECOMPRESS = { gzip: gunzipSync, deflate: inflateSync, br: brotliDecompressSync };

/** A probed answer's body as JSON, whatever it was compressed with; undefined when it is not JSON. */
export function jsonOf(answer) {
  if (!answer.raw) return undefined;
  const decompress = DECOMPRESS[answer.headers?.['content-encoding']];
  try {
    return JSON.parse((decompress ? decompress(answer.raw) : answer.raw).toString('utf8'));
  } catch {
    return undefined;
  }
}
