import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from './etag.js';
import { PUBLIC_CACHING } from './public-caching.js';

/** A service's reply that says what it answers: the same version for the same answer. */
export interface VersionedReply {
  version: string;
  answer: unknown;
}

/** A caller's own answer (a stump's configuration): kept by that caller only, asked again each time. */
const PRIVATE_REVALIDATED = 'private, no-cache';

/**
 * The answer of a versioned reply, with a strong ETag of its version and a public cache policy
 * (a private one when `own`: the answer is the caller's); nothing (304) when the caller's copy is
 * that version.
 */
export function answerByVersion(
  { version, answer }: VersionedReply,
  request: FastifyRequest,
  reply: FastifyReply,
  own = false,
): unknown {
  const etag = etagOf(version);
  void reply.headers({ etag, 'cache-control': own ? PRIVATE_REVALIDATED : PUBLIC_CACHING });
  if (request.headers['if-none-match'] === etag) {
    void reply.status(304);
    return undefined;
  }
  return answer;
}
