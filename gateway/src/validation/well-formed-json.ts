/** Deeper than any body of the API: a client sending more is broken or hostile. */
export const MAX_JSON_DEPTH = 32;

const NUL = '\u0000';
const where = (path: string) => path || 'The body';
const inner = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The first part of a parsed JSON body that cannot be kept as it was sent, said as a sentence
 * naming where it is: nesting past `MAX_JSON_DEPTH`, text or a key with a lone UTF-16 surrogate
 * (it would be stored as U+FFFD, or refused as JSON) or a NUL character (PostgreSQL keeps none),
 * a number too large to be one. Undefined when there is none.
 */
export function illFormedPart(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') {
    if (!value.isWellFormed()) return `${where(path)} must be well-formed text (it holds a lone UTF-16 surrogate)`;
    if (value.includes(NUL)) return `${where(path)} must not contain the NUL character (U+0000)`;
    return undefined;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${where(path)} must be a finite number`;
  if (!value || typeof value !== 'object') return undefined;
  if (depth >= MAX_JSON_DEPTH) return `The body must not nest deeper than ${MAX_JSON_DEPTH} levels`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = illFormedPart(value[i], inner(path, String(i)), depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!key.isWellFormed()) return `${where(path)} has a key that is not well-formed text (a lone UTF-16 surrogate)`;
    if (key.includes(NUL)) return `${where(path)} has a key with the NUL character (U+0000)`;
    const problem = illFormedPart(item, inner(path, key), depth + 1);
    if (problem) return problem;
  }
  return undefined;
}
