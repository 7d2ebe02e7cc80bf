import { SetMetadata } from '@nestjs/common';
import { rpcContract, type RpcSubject } from '@storystump/contracts';
import type { z } from 'zod';

export const REPLIES = 'storystump:replies';

/** One answer a route gives: its status (the route's own success status when absent) and its body. */
export interface DocumentedReply {
  status?: number;
  description?: string;
  /** A JSON body, by a contract's schema. */
  json?: z.ZodType;
  /** Any other kind of body, by media type (a zip, a page). */
  media?: { type: string; schema: Record<string, unknown> };
  /** The headers it may carry, by name. */
  headers?: Record<string, { description: string; schema: Record<string, unknown> }>;
}

/** What a route answers, for the API document: its success first, then any other answer it gives besides refusals. */
export const Replies = (...answers: DocumentedReply[]) => SetMetadata(REPLIES, answers);

/** A route that passes on a subject's reply as it is, documented with the subject's own reply schema. */
export const RepliesAs = (subject: RpcSubject, ...others: DocumentedReply[]) =>
  Replies({ json: rpcContract[subject].reply }, ...others);

/** A public list answered with an ETag: a browser whose copy is current gets 304 and no body. */
export const NOT_MODIFIED: DocumentedReply = {
  status: 304,
  description: "Not modified: the ETag in If-None-Match is the list's own",
};
