import { FixedAnswer } from '../http/fixed-answer.js';
import type { HeldAnswers } from '../http/held-answers.js';
import { copyHeaders, JSON_TYPE, PUBLIC_READ_PATHS, type Copy, type PublicReads } from './public-reads.js';

/**
 * The public lists answered from memory while their copy is in hand: the list, or 304 to a browser
 * that has it. Without a copy (at start, after a change) the route asks the owning service.
 */
export function holdPublicReads(held: HeldAnswers, reads: PublicReads, apiHeaders: Record<string, string>): void {
  const laidOut = new WeakMap<Copy, { list: FixedAnswer; notModified: FixedAnswer }>();
  const answersFor = (copy: Copy) => {
    let answers = laidOut.get(copy);
    if (!answers) {
      const own = { ...apiHeaders, ...copyHeaders(copy) };
      answers = {
        list: new FixedAnswer(200, { ...own, 'content-type': JSON_TYPE }, Buffer.from(copy.body)),
        notModified: new FixedAnswer(304, own),
      };
      laidOut.set(copy, answers);
    }
    return answers;
  };
  for (const [name, path] of PUBLIC_READ_PATHS) {
    held.hold(path, (request) => {
      const copy = reads.inHand(name);
      if (!copy) return undefined;
      const answers = answersFor(copy);
      return request.headers['if-none-match'] === copy.etag ? answers.notModified : answers.list;
    });
  }
}
