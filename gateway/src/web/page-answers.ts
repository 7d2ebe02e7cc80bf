import type { FastifyRequest } from 'fastify';
import { FixedAnswer } from '../http/fixed-answer.js';
import { pageReplyFor, type AppPage, type PageReplyName } from './app-page.js';

/** A page's answers, each laid out once with the standard headers of pages, and which one a request gets. */
export function heldPageAnswers(page: AppPage, pageHeaders: Record<string, string>): (request: FastifyRequest) => FixedAnswer {
  const answers = Object.fromEntries(
    Object.entries(page.replies).map(([name, reply]) => [
      name,
      new FixedAnswer(reply.status, { ...pageHeaders, ...reply.headers }, reply.body),
    ]),
  ) as Record<PageReplyName, FixedAnswer>;
  return (request) => answers[pageReplyFor(page, request.headers)];
}
