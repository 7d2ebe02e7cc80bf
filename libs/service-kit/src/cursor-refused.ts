import { DomainError } from './domain-error.js';

/** The answer to a cursor no page of the list gave (made up, altered or cut short): the client's mistake. */
export const cursorRefused = () =>
  new DomainError(400, 'INVALID_CURSOR', 'cursor is not one this list gave: take it from the Link header of the page before');
