import { fastifyCompress } from '@fastify/compress';
import { AnalyticsRoutes, pathOf } from '@storystump/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { constants } from 'node:zlib';
import { answersPages } from '../security/security-headers.js';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers held whole up to this size (a list's page) are compressed in one call: a compression
 * stream for each, with its pipeline, costs the gateway more CPU than compressing, and on two
 * cores there is no spare one for it to overlap with. Larger answers and streams keep the stream.
 */
export const COMPRESSED_IN_ONE_CALL_BYTES = 64 * 1024;

/**
 * Brotli's quality for answers: a page of a list (30 KB of JSON) comes out within 1 % of the size
 * @fastify/compress's default of 4 gives, in about 40 % of the time.
 */
export const BROTLI_QUALITY = 2;

/**
 * The CSV export streams as the browser takes it and cuts off a reader slower than its idle
 * timeout: a compressor in between would read ahead of the reader, and hold an export's place
 * for a download it had already taken in.
 */
const STREAMED_AS_TAKEN = new Set([pathOf(AnalyticsRoutes.export)]);

/**
 * Whether a route's answers may be compressed: the API's reads, where lists are. Its writes (the
 * tracker's 202, a heartbeat's answer) are small and hot, and pages and the app's files are
 * compressed once, ahead, by the build or as they are laid out in memory.
 */
function mayCompress(route: RouteOptions): boolean {
  return route.method === 'GET' && !answersPages(route.url) && !STREAMED_AS_TAKEN.has(route.url);
}

/**
 * Compresses an answer when the client accepts brotli or gzip and the answer is above the
 * threshold (a stream, whose size is not known, always): one compressed is sent with
 * `Vary: accept-encoding`, and with its length when it was compressed in one call. Request
 * bodies are not decompressed. Register before any route is declared: a route that may not
 * compress gets no hook at all.
 */
export async function registerCompressedAnswers(instance: FastifyInstance): Promise<void> {
  instance.addHook('onRoute', (route) => {
    if (!mayCompress(route)) route.compress = false;
  });
  await instance.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: COMPRESSED_IN_ONE_CALL_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    globalDecompression: false,
  });
}
