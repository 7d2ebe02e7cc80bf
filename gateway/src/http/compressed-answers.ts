import { fastifyCompress } from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { answersPages } from '../security/security-headers.js';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Whether a route's answers may be compressed: the API's reads, where lists are. Its writes (the
 * tracker's 202, a heartbeat's answer) are small and hot, and pages and the app's files are
 * compressed once, ahead, by the build or as they are laid out in memory.
 */
function mayCompress(route: RouteOptions): boolean {
  return route.method === 'GET' && !answersPages(route.url);
}

/**
 * Compresses an answer when the client accepts brotli or gzip and the answer is above the
 * threshold (a stream, whose size is not known, always): one compressed is sent with
 * `Vary: accept-encoding`, a stream still streams. Request bodies are not decompressed. Register
 * before any route is declared: a route that may not compress gets no hook at all.
 */
export async function registerCompressedAnswers(instance: FastifyInstance): Promise<void> {
  instance.addHook('onRoute', (route) => {
    if (!mayCompress(route)) route.compress = false;
  });
  await instance.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
