import { FixedAnswer } from '../http/fixed-answer.js';
import type { AppPage, PageReplyName } from './app-page.js';

/** Each of a page's answers laid out once, with the standard headers of pages. */
export function fixedAnswersOf(page: AppPage, pageHeaders: Record<string, string>): Record<PageReplyName, FixedAnswer> {
  return Object.fromEntries(
    Object.entries(page.replies).map(([name, reply]) => [
      name,
      new FixedAnswer(reply.status, { ...pageHeaders, ...reply.headers }, reply.body),
    ]),
  ) as Record<PageReplyName, FixedAnswer>;
}
