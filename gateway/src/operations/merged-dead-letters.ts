import type { DeadLettersPage, DeadLetterView } from '@storystump/contracts';

/** Newest first; the same moment, the greater id first (as every service orders its own). */
const newestFirst = (a: DeadLetterView, b: DeadLetterView) =>
  a.parkedAt === b.parkedAt ? (a._id < b._id ? 1 : a._id > b._id ? -1 : 0) : a.parkedAt < b.parkedAt ? 1 : -1;

/**
 * One page of every service's dead letters, newest first, from each service's page after the same
 * cursor. A service that has more than it sent may have letters older than its last one and newer
 * than another service's: the page ends at the newest of such services' last letters, so no
 * letter is skipped. `more` says whether a next page may hold any.
 */
export function mergedDeadLetters(pages: DeadLettersPage[], limit: number): { letters: DeadLetterView[]; more: boolean } {
  const all = pages.flatMap((page) => page.letters).sort(newestFirst);
  const lastOfCut = pages
    .filter((page) => page.more && page.letters.length)
    .map((page) => page.letters.at(-1)!)
    .sort(newestFirst)[0];
  const known = lastOfCut ? all.filter((letter) => newestFirst(letter, lastOfCut) <= 0) : all;
  const letters = known.slice(0, limit);
  return { letters, more: letters.length < all.length || pages.some((page) => page.more) };
}
