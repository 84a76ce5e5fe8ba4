/**
 * Text the database can store (decision 032). PostgreSQL's `text` and `jsonb` refuse U+0000 (NUL) outright
 * (22021 "invalid byte sequence", 22P05 "unsupported Unicode escape sequence"); half of a UTF-16 surrogate pair
 * is not a character at all: the drivers (node-postgres and PGlite alike) write it to a `text` column as U+FFFD
 * without a word, and a `jsonb` column refuses it (22P02). Both are refused at the API's edge, as a 400 naming
 * the field, so nothing is silently changed and nothing half-written. Every other character, control characters
 * included, is storable (whether a field accepts it is that field's own rule).
 */

/** The one message for a field holding such text, on every route. */
export const UNSTORABLE_TEXT_MESSAGE = 'Please remove the unsupported character from this field.';

// NUL; a high surrogate not followed by a low one; a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- NUL is the very character this finds
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can store `text` exactly as it is. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** A key as a field name can show it: what PostgreSQL cannot store in it becomes U+FFFD. */
const shownKey = (key: string) => key.replace(new RegExp(UNSTORABLE.source, 'g'), '\uFFFD');

/**
 * The first place in a parsed value (a JSON body, a query, path parameters) whose text, or whose key, cannot be
 * stored: its path as the API names fields (`notes`, `items.0.name`), `''` for the value itself, or null when
 * everything can be stored. `prefix` names where the value came from.
 */
export function findUnstorableText(value: unknown, prefix = ''): string | null {
  // Without recursion: a body may be nested deeper than the stack allows (JSON.parse takes thousands of levels).
  const pending: { value: unknown; path: string }[] = [{ value, path: prefix }];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const { value: next, path } = pending.pop()!;
    if (typeof next === 'string') {
      if (!isStorableText(next)) return path;
      continue;
    }
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    // Bytes (a webhook's raw body) are not text.
    if (ArrayBuffer.isView(next)) continue;
    seen.add(next);
    const entries = Array.isArray(next) ? next.map((item, index) => [String(index), item] as const) : Object.entries(next);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      const childPath = path === '' ? shownKey(key) : `${path}.${shownKey(key)}`;
      if (!isStorableText(key)) return childPath;
      pending.push({ value: item, path: childPath });
    }
  }
  return null;
}
