import { EXACT_TOTAL_BOUND } from '@storystump/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentedReply } from '../docs/replies.js';

/** A list's page as its service answers it. */
export interface ServicePage {
  items: unknown[];
  next: string | null;
  total: number;
  totalIsEstimated: boolean;
}

/** The same request's URL, starting at the page after: `/api/<path>?<its query with the new cursor>`. */
function nextPageUrl(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://gateway');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}

/**
 * A page answered as its items, the body the whole list has: the next page is in a `Link` header
 * (rel="next", only when there is one), the total of what matches in `X-Total-Count`, marked by
 * `X-Total-Count-Estimated: true` when it is an estimate.
 */
export function answerPage(page: ServicePage, request: FastifyRequest, reply: FastifyReply): unknown[] {
  void reply.header('x-total-count', String(page.total));
  if (page.totalIsEstimated) void reply.header('x-total-count-estimated', 'true');
  if (page.next) void reply.header('link', `<${nextPageUrl(request.url, page.next)}>; rel="next"`);
  return page.items;
}

/** The headers of a page, for the API document. */
export const PAGE_HEADERS: NonNullable<DocumentedReply['headers']> = {
  Link: {
    description:
      'When a page was asked for (limit, cursor, q or sort) and there is a next page: `</api/…?…&cursor=…>; rel="next"`, the same query starting at the next page',
    schema: { type: 'string' },
  },
  'X-Total-Count': {
    description: `When a page was asked for: how many items match the search over the whole list (exact up to ${EXACT_TOTAL_BOUND.toLocaleString('en-GB')})`,
    schema: { type: 'integer' },
  },
  'X-Total-Count-Estimated': {
    description: `true when X-Total-Count is an estimate (more than ${EXACT_TOTAL_BOUND.toLocaleString('en-GB')} match)`,
    schema: { type: 'string', enum: ['true'] },
  },
};
