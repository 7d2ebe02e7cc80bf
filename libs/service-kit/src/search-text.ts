/**
 * A list's search columns as one text, for one pair of indexes instead of a trigram index a column.
 *
 * The text is each column lower-cased (NULL as empty) with SEARCH_SEPARATOR between them: a typed
 * text without the separator matches it exactly where it matches one of the columns, as ILIKE
 * compares lower-cased text in a multibyte database. Its indexes:
 * - `start`: a btree of the text, for matches at its very start;
 * - `rest`: trigrams of the text after its first character, with common word breaks made letters.
 * A match is at the start or wholly in the rest, so the two find every match. Rows that all begin
 * alike (serial numbers) share their first trigrams, which a trigram index would read for every
 * row; and "oscar.khan" keeps the trigrams across its dot ("r.k"), rarer than either word.
 */

/** Never in a typed search (a control character): nothing matches across two columns. */
export const SEARCH_SEPARATOR = '\u001f';

/** The characters made letters in the trigrams of `rest`, and the letter. */
const WORD_BREAKS = ` .-@_`;
const BREAKS_AS_LETTER = 'x'.repeat(WORD_BREAKS.length);

/** The search text of `columns`, in SQL (as the indexes' expressions, so the planner matches them). */
export const searchTextOf = (columns: readonly string[]): string =>
  `(${columns.map((column) => `coalesce(lower(${column}), '')`).join(` || E'\\x1f' || `)})`;

/** What the trigram index `rest` holds of a search text, or of a lower-cased LIKE pattern. */
export const searchRestOf = (text: string): string => `translate(${text}, '${WORD_BREAKS}', '${BREAKS_AS_LETTER}')`;

/**
 * `escaped` (a typed text with `\`, `%` and `_` escaped) found in the search text of `columns`:
 * through the `start` and `rest` indexes, then exactly. `param` adds a parameter and answers its placeholder.
 */
export function searchTextCondition(columns: readonly string[], escaped: string, param: (value: unknown) => string): string {
  const text = searchTextOf(columns);
  const anywhere = param(`%${escaped}%`);
  const atStart = param(`${escaped}%`);
  const indexed = `(${text} LIKE lower(${atStart}) OR ${searchRestOf(`substr(${text}, 2)`)} LIKE ${searchRestOf(`lower(${anywhere})`)})`;
  return `${indexed} AND ${text} LIKE lower(${anywhere})`;
}
