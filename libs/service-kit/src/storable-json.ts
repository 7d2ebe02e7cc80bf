const REPLACEMENT = '\uFFFD';

/** Text PostgreSQL keeps as it is: no NUL and no lone UTF-16 surrogate, each such spot U+FFFD. */
export function storableText(text: string): string {
  const wellFormed = text.isWellFormed() ? text : text.toWellFormed();
  return wellFormed.includes('\u0000') ? wellFormed.replaceAll('\u0000', REPLACEMENT) : wellFormed;
}

/**
 * A copy of a JSON value that a `jsonb` column takes whatever it held: its texts and keys made
 * storable, numbers JSON cannot write as null. For keeping what could not be processed, never
 * for data that is to be stored as sent.
 */
export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(storableJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storableText(key), storableJson(inner)]));
  }
  return value ?? null;
}
