import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from './etag.js';
import { PUBLIC_CACHING } from './public-caching.js';

/** A service's reply that says what it answers: the same version for the same answer. */
export interface VersionedReply {
  version: string;
  answer: unknown;
}

/**
 * The answer of a versioned reply, with a strong ETag of its version and a public cache policy;
 * nothing (304) when the browser's copy is that version.
 */
export function answerByVersion({ version, answer }: VersionedReply, request: FastifyRequest, reply: FastifyReply): unknown {
  const etag = etagOf(version);
  void reply.headers({ etag, 'cache-control': PUBLIC_CACHING });
  if (request.headers['if-none-match'] === etag) {
    void reply.status(304);
    return undefined;
  }
  return answer;
}
